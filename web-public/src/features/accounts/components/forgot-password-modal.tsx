import { Alert, Button, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRequestPasswordReset } from '@/features/accounts/api/request-password-reset';
import {
  type ResetRequestValues,
  resetRequestSchema,
} from '@/features/accounts/utils/auth-schemas';
import {
  BACK_TO_LOGIN_MS,
  RESET_REQUEST_FAILED,
  RESET_REQUESTED,
} from '@/features/accounts/utils/messages';

type ForgotPasswordModalProps = { opened: boolean; onClose: () => void };

/** "Forgot your password?": the e-mail form, then the generic answer and back to login. */
export function ForgotPasswordModal({ opened, onClose }: ForgotPasswordModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reset your password"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <ForgotPasswordBody onDone={onClose} />}
    </Modal>
  );
}

function ForgotPasswordBody({ onDone }: { onDone: () => void }) {
  const request = useRequestPasswordReset();
  const form = useForm<ResetRequestValues>({
    initialValues: { email: '' },
    validate: schemaResolver(resetRequestSchema, { sync: true }),
  });

  useEffect(() => {
    if (!request.isSuccess) return;
    const timer = window.setTimeout(onDone, BACK_TO_LOGIN_MS);
    return () => window.clearTimeout(timer);
  }, [request.isSuccess, onDone]);

  if (request.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="sm" py="md" role="status">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconMailCheck size={30} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>Check your inbox</Text>
        <Text size="sm">{RESET_REQUESTED}</Text>
        <Text size="xs" c="dimmed">
          Returning to the login form…
        </Text>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-label="Request a password reset"
      onSubmit={form.onSubmit(({ email }) => request.mutate(email.trim()))}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email address of your account and we will send you a link to choose a new
          password.
        </Text>
        {request.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {RESET_REQUEST_FAILED}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          data-autofocus
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
