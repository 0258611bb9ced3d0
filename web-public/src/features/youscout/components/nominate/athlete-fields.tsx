import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  HANDS,
  LIMITS,
  MAX_AGE,
  MIN_AGE,
  POSITIONS,
  SPORTS,
  STATES,
} from '@server/youscout/constants';
import { AgeInput } from '@/components/form-fields/age-input';
import { FieldGroup } from '@/components/form-fields/field-group';
import { formFieldClasses } from '@/components/form-fields/form-fields';
import { POSITION_LABELS } from '@/lib/positions';
import { choices, type NominateFormApi } from './form-types';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const positionLabel = (value: string) => POSITION_LABELS[value as keyof typeof POSITION_LABELS];

/** Who the athlete is: name, age, sport, positions, hands, school and home. */
export function AthleteFields({ form, disabled }: { form: NominateFormApi; disabled: boolean }) {
  return (
    <FieldGroup title="The athlete" order={2} disabled={disabled}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First name"
          maxLength={LIMITS.name}
          withAsterisk
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last name"
          classNames={{ description: formFieldClasses.description }}
          // The hint goes under the input, so the input lines up with its neighbour's.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description="Shown publicly only as an initial"
          maxLength={LIMITS.name}
          withAsterisk
          {...form.getInputProps('lastName')}
        />
        <AgeInput
          form={form}
          field="age"
          label="Age"
          description={`Ages ${MIN_AGE} to ${MAX_AGE}`}
          min={MIN_AGE}
          max={MAX_AGE}
        />
        <NativeSelect
          label="Sport"
          data={choices('Select a sport', SPORTS, capitalise)}
          withAsterisk
          {...form.getInputProps('sport')}
        />
        <NativeSelect
          label="Primary position"
          data={choices('Select a position', POSITIONS, positionLabel)}
          withAsterisk
          {...form.getInputProps('position')}
        />
        <NativeSelect
          label="Secondary position"
          data={choices('None', POSITIONS, positionLabel)}
          {...form.getInputProps('secondaryPosition')}
        />
        <NativeSelect
          label="Bats/throws"
          data={choices('Not sure', HANDS)}
          {...form.getInputProps('handedness')}
        />
        <TextInput label="School" maxLength={LIMITS.school} {...form.getInputProps('school')} />
        <TextInput label="City" maxLength={LIMITS.city} {...form.getInputProps('city')} />
        <NativeSelect
          label="State"
          data={choices('Select a state', STATES)}
          withAsterisk
          {...form.getInputProps('state')}
        />
      </SimpleGrid>
    </FieldGroup>
  );
}
