import { Alert, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useUpdatePassword } from '@/features/accounts/api/update-password';
import { NewPasswordFields } from '@/features/accounts/components/new-password-fields';
import { type NewPasswordValues, newPasswordSchema } from '@/features/accounts/utils/auth-schemas';
import {
  BACK_TO_LOGIN_MS,
  PASSWORD_UPDATED,
  UPDATE_FAILED,
} from '@/features/accounts/utils/messages';
import { serverMessageOf } from '@/lib/api-client';
import classes from './auth.module.css';

type NewPasswordFormProps = { token: string; onDone: () => void };

export function NewPasswordForm({ token, onDone }: NewPasswordFormProps) {
  const update = useUpdatePassword();
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
  });

  useEffect(() => {
    if (!update.isSuccess) return;
    const timer = window.setTimeout(onDone, BACK_TO_LOGIN_MS);
    return () => window.clearTimeout(timer);
  }, [update.isSuccess, onDone]);

  if (update.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="sm" py="md" role="status">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={30} aria-hidden />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {PASSWORD_UPDATED}
        </Text>
        <Text size="sm">Your password has been changed. Sign in with your new password.</Text>
        <Text size="xs" c="dimmed">
          Returning to the login form…
        </Text>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-label="Set a new password"
      onSubmit={form.onSubmit(({ password }) => update.mutate({ token, password }))}
    >
      <Stack gap="md">
        {update.isError && (
          <Alert
            color="red"
            variant="light"
            classNames={{ title: classes.alertTitle }}
            title={UPDATE_FAILED}
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            {serverMessageOf(update.error) ??
              'We could not update your password. Please try again.'}
          </Alert>
        )}
        <NewPasswordFields
          form={form}
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
          autoFocus
        />
        <Button type="submit" fullWidth loading={update.isPending}>
          Update password
        </Button>
      </Stack>
    </form>
  );
}
