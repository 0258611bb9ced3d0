import { Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSection } from '@/features/profiles/components/form-section';
import type { NotificationPreferences } from '@/features/profiles/types';
import type { ProfileFormValues } from '@/features/profiles/utils/profile-form';

const SWITCHES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Account and activity updates.',
  },
  {
    key: 'nominationAlerts',
    label: 'Nomination alerts',
    description: 'When an athlete you follow is nominated.',
  },
  {
    key: 'votingReminders',
    label: 'Voting reminders',
    description: 'A nudge when NOLA 100 voting opens.',
  },
  {
    key: 'newsletterSubscription',
    label: 'Newsletter',
    description: 'Rankings, showcases and program news.',
  },
];

export function NotificationFields({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  return (
    <FormSection title="Notifications">
      <Stack gap="md">
        {SWITCHES.map(({ key, label, description }) => (
          <Switch
            key={key}
            label={label}
            description={description}
            {...form.getInputProps(`notificationPreferences.${key}`, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </FormSection>
  );
}
