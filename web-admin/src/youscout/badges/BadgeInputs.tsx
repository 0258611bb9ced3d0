import { BADGE_RULE_LABELS, BADGE_RULES, LIMITS } from '@server/youscout/constants';
import { maxLength, required, SelectInput, TextInput } from 'react-admin';

export const ruleChoices = BADGE_RULES.map((id) => ({ id, name: BADGE_RULE_LABELS[id] }));

const text = (label: string, max: number) => [
  required(`${label} is required`),
  maxLength(max, `${label} must be at most ${max} characters`),
];

/** The catalogue's fields, with the server's limits and messages. */
export const BadgeInputs = () => (
  <>
    <TextInput source="name" label="Name" validate={text('Name', LIMITS.badgeName)} />
    <TextInput
      source="description"
      label="Description"
      multiline
      validate={text('Description', LIMITS.badgeDescription)}
    />
    <TextInput
      source="icon"
      label="Icon"
      helperText="The icon's name, such as star or trophy"
      validate={text('Icon', LIMITS.badgeIcon)}
    />
    <TextInput
      source="requirements"
      label="Requirements"
      helperText="What a member does to earn it, as members read it"
      multiline
      validate={text('Requirements', LIMITS.badgeRequirements)}
    />
    <SelectInput
      source="rule"
      label="Awarded by rule"
      choices={ruleChoices}
      emptyText="None: staff give it by hand"
      helperText="A rule may belong to one active badge"
    />
  </>
);

/** What the server takes: the catalogue's fields, a blank rule as none (PUT refuses others). */
export const badgeFields = (data: Record<string, unknown>) => ({
  name: data.name,
  description: data.description,
  icon: data.icon,
  requirements: data.requirements,
  rule: data.rule === '' || data.rule === undefined ? null : data.rule,
});
