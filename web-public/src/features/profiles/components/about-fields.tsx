import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CountedTextarea } from '@/components/form-fields/counted-textarea';
import { FormSection } from '@/features/profiles/components/form-section';
import { MAX_LENGTHS, type ProfileFormValues } from '@/features/profiles/utils/profile-form';

type FieldsProps = { form: UseFormReturnType<ProfileFormValues> };

export function AboutFields({ form }: FieldsProps) {
  return (
    <FormSection title="Basic information" description="How you appear to the community.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Display name"
          withAsterisk
          autoComplete="nickname"
          {...form.getInputProps('displayName')}
        />
        <TextInput
          label="Location"
          placeholder="New Orleans, LA"
          autoComplete="address-level2"
          {...form.getInputProps('location')}
        />
      </SimpleGrid>
      <CountedTextarea
        form={form}
        field="bio"
        max={MAX_LENGTHS.bio}
        mt="md"
        label="Bio"
        placeholder="Your sport, your story, what you are looking for"
      />
    </FormSection>
  );
}
