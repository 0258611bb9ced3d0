import { Stack, Switch, Text } from '@mantine/core';
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
    description: 'When a nomination you made is approved, not approved or removed.',
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

/** Which notifications are also e-mailed (each mail's unsubscribe link turns its own off). */
const EMAIL_SWITCHES: { key: keyof NotificationPreferences; label: string; description: string }[] =
  [
    {
      key: 'evaluationUpdates',
      label: 'Evaluation request updates',
      description: 'When staff move your evaluation request along.',
    },
    {
      key: 'verificationUpdates',
      label: 'Coach verification',
      description: 'When staff decide on your coach verification.',
    },
    {
      key: 'securityNotices',
      label: 'Security notices',
      description: 'When your password is changed.',
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
        <Text size="sm" fw={600} mt="xs">
          E-mail me about
        </Text>
        {EMAIL_SWITCHES.map(({ key, label, description }) => (
          <Switch
            key={key}
            label={label}
            description={description}
            disabled={!form.getValues().notificationPreferences.emailNotifications}
            {...form.getInputProps(`notificationPreferences.${key}`, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </FormSection>
  );
}
