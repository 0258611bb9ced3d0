import { Alert, Divider, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTimeout } from '@mantine/hooks';
import { IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { SaveButton } from '@/components/form-fields/save-button';
import { useUpdateProfile } from '@/features/profiles/api/update-profile';
import { AboutFields } from '@/features/profiles/components/about-fields';
import { CoachFields } from '@/features/profiles/components/coach-fields';
import { NotificationFields } from '@/features/profiles/components/notification-fields';
import { PhotoField } from '@/features/profiles/components/photo-field';
import { SocialFields } from '@/features/profiles/components/social-fields';
import type { Profile } from '@/features/profiles/types';
import {
  type ProfileFormValues,
  profileFormSchema,
  profileFormValues,
  toProfileInput,
} from '@/features/profiles/utils/profile-form';
import { saveFailed } from '@/features/profiles/utils/save-messages';
import type { User } from '@/lib/auth';
import { showRefusal } from '@/lib/form-refusal';
import classes from './profile.module.css';

/** Document 2 §4: the success banner stays 5 seconds. */
export const SUCCESS_BANNER_MS = 5000;

type ProfileSettingsFormProps = { user: User; profile: Profile | null };

export function ProfileSettingsForm({ user, profile }: ProfileSettingsFormProps) {
  const isCoach = user.role === 'coach';
  const save = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const banner = useTimeout(() => setSaved(false), SUCCESS_BANNER_MS);
  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValues(profile, user.username),
    validate: schemaResolver(profileFormSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setSaved(false);
    save.mutate(toProfileInput(values, isCoach), {
      onSuccess: (answer) => {
        form.setInitialValues(profileFormValues(answer.data, user.username));
        form.resetDirty();
        setSaved(true);
        banner.clear();
        banner.start();
      },
      onError: showRefusal(form, saveFailed),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profile settings">
      <Stack gap="xl">
        {saved && (
          <Alert
            color="green"
            variant="light"
            classNames={{ title: classes.successTitle }}
            title="Profile updated"
            icon={<IconCircleCheck aria-hidden />}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setSaved(false)}
            role="status"
          >
            Your profile has been saved.
          </Alert>
        )}
        <PhotoField
          value={form.values.photoUrl}
          onChange={(url) => form.setFieldValue('photoUrl', url)}
          name={form.values.displayName || user.username}
          unsaved={form.isDirty('photoUrl')}
        />
        <AboutFields form={form} />
        {isCoach && <CoachFields form={form} />}
        <SocialFields form={form} />
        <NotificationFields form={form} />
        <Divider />
        <Group justify="flex-end">
          <SaveButton icon={IconDeviceFloppy} pending={save.isPending}>
            Save changes
          </SaveButton>
        </Group>
      </Stack>
    </form>
  );
}
