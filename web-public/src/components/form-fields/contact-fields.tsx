import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldName, FormApi } from './form-fields';
import { EMAIL_INPUT } from './presets';

type Contact = 'name' | 'email' | 'phone';

type ContactFieldsProps<Values> = {
  form: FormApi<Values>;
  /** Which of the form's values hold the person's name, e-mail and phone. */
  fields: Record<Contact, FieldName<Values>>;
  labels: Record<Contact, string>;
  maxLengths: Record<Contact, number>;
  /** Whether the phone is asked for (marked with an asterisk) or optional. */
  phoneRequired: boolean;
};

/** A person's name, e-mail and phone, two to a row from a tablet up. */
export function ContactFields<Values>({
  form,
  fields,
  labels,
  maxLengths,
  phoneRequired,
}: ContactFieldsProps<Values>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={labels.name}
        autoComplete="name"
        maxLength={maxLengths.name}
        withAsterisk
        {...form.getInputProps(fields.name)}
      />
      <TextInput
        {...EMAIL_INPUT}
        label={labels.email}
        maxLength={maxLengths.email}
        {...form.getInputProps(fields.email)}
      />
      <TextInput
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        placeholder="(504) 555-0123"
        maxLength={maxLengths.phone}
        withAsterisk={phoneRequired}
        {...form.getInputProps(fields.phone)}
      />
    </SimpleGrid>
  );
}
