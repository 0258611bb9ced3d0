import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEAM_POSITIONS } from '@server/profiles/constants';
import { FormSection } from '@/features/profiles/components/form-section';
import { teamPositionLabel } from '@/features/profiles/utils/profile-display';
import type { ProfileFormValues } from '@/features/profiles/utils/profile-form';

const POSITION_OPTIONS = TEAM_POSITIONS.map((value) => ({
  value,
  label: teamPositionLabel(value),
}));

/** Coach Information: coaches only (document 2 §6). */
export function CoachFields({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  const position = form.getInputProps('teamPosition');
  return (
    <FormSection
      title="Coach information"
      description="Shown on your profile with your verification status."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Team name"
          placeholder="Crescent City Bombers 14U"
          {...form.getInputProps('teamName')}
        />
        <Select
          label="Position"
          placeholder="Choose your role on the team"
          data={POSITION_OPTIONS}
          clearable
          allowDeselect
          value={form.values.teamPosition || null}
          onChange={(value) =>
            form.setFieldValue('teamPosition', TEAM_POSITIONS.find((p) => p === value) ?? '')
          }
          error={position.error}
        />
      </SimpleGrid>
    </FormSection>
  );
}
