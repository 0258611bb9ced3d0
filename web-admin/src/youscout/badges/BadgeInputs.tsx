import { BADGE_RULE_LABELS, BADGE_RULES } from '@server/youscout/constants';
import { badgeSchema } from '@server/youscout/schemas';
import { SelectInput, TextInput } from 'react-admin';
import { fieldRule } from '../../common/field-rule';

export const ruleChoices = BADGE_RULES.map((id) => ({ id, name: BADGE_RULE_LABELS[id] }));

const field = badgeSchema.shape;

/** The catalogue's fields, each checked with the server's own rule for it. */
export const BadgeInputs = () => (
  <>
    <TextInput source="name" label="Name" validate={fieldRule(field.name)} isRequired />
    <TextInput
      source="description"
      label="Description"
      multiline
      validate={fieldRule(field.description)}
      isRequired
    />
    <TextInput
      source="icon"
      label="Icon"
      helperText="The icon's name, such as star or trophy"
      validate={fieldRule(field.icon)}
      isRequired
    />
    <TextInput
      source="requirements"
      label="Requirements"
      helperText="What a member does to earn it, as members read it"
      multiline
      validate={fieldRule(field.requirements)}
      isRequired
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
