import { Checkbox, TextInput } from '@mantine/core';
import { CONSENT_AGE, LIMITS } from '@server/youscout/constants';
import { ContactFields } from '@/components/form-fields/contact-fields';
import { FieldGroup } from '@/components/form-fields/field-group';
import { formFieldClasses } from '@/components/form-fields/form-fields';
import type { NominateFormApi } from './form-types';
import { asksGuardianEmail } from './nominate-rules';

/** The nominator (filled from the account, editable) and, for a child, the guardian. */
export function NominatorFields({ form, disabled }: { form: NominateFormApi; disabled: boolean }) {
  const values = form.getValues();
  return (
    <FieldGroup title="About you" order={2} disabled={disabled}>
      <ContactFields
        form={form}
        fields={{ name: 'submittedByName', email: 'submittedByEmail', phone: 'submittedByPhone' }}
        labels={{ name: 'Your name', email: 'Your email', phone: 'Your phone' }}
        maxLengths={{ name: LIMITS.nominatorName, email: LIMITS.email, phone: LIMITS.phone }}
        phoneRequired={false}
      />
      <Checkbox
        mt="md"
        label="I am the athlete’s parent or guardian"
        {...form.getInputProps('nominatorIsGuardian', { type: 'checkbox' })}
      />
      {asksGuardianEmail(values) && (
        <TextInput
          mt="md"
          label="Parent or guardian’s email"
          classNames={{ description: formFieldClasses.description }}
          description={`Athletes under ${CONSENT_AGE} appear publicly only after a parent or guardian confirms by email`}
          type="email"
          maxLength={LIMITS.email}
          withAsterisk
          {...form.getInputProps('guardianEmail')}
        />
      )}
    </FieldGroup>
  );
}
