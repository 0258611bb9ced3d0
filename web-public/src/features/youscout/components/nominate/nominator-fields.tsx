import { Checkbox, SimpleGrid, TextInput, Title } from '@mantine/core';
import { CONSENT_AGE, LIMITS } from '@server/youscout/constants';
import type { NominateFormApi } from './form-types';
import classes from './nominate.module.css';
import { asksGuardianEmail } from './nominate-rules';

/** The nominator (filled from the account, editable) and, for a child, the guardian. */
export function NominatorFields({ form, disabled }: { form: NominateFormApi; disabled: boolean }) {
  const values = form.getValues();
  return (
    <fieldset className={classes.fieldset} disabled={disabled}>
      <Title order={2} component="legend" className={classes.legend}>
        About you
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Your name"
          autoComplete="name"
          maxLength={LIMITS.nominatorName}
          withAsterisk
          {...form.getInputProps('submittedByName')}
        />
        <TextInput
          label="Your email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          withAsterisk
          {...form.getInputProps('submittedByEmail')}
        />
        <TextInput
          label="Your phone"
          type="tel"
          autoComplete="tel"
          placeholder="(504) 555-0123"
          maxLength={LIMITS.phone}
          {...form.getInputProps('submittedByPhone')}
        />
      </SimpleGrid>
      <Checkbox
        mt="md"
        label="I am the athlete’s parent or guardian"
        {...form.getInputProps('nominatorIsGuardian', { type: 'checkbox' })}
      />
      {asksGuardianEmail(values) && (
        <TextInput
          mt="md"
          label="Parent or guardian’s email"
          classNames={{ description: classes.description }}
          description={`Athletes under ${CONSENT_AGE} appear publicly only after a parent or guardian confirms by email`}
          type="email"
          maxLength={LIMITS.email}
          withAsterisk
          {...form.getInputProps('guardianEmail')}
        />
      )}
    </fieldset>
  );
}
