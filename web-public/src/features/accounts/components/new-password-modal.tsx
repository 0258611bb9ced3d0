import { Alert, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useResetTokenValidity } from '@/features/accounts/api/validate-reset-token';
import { NewPasswordForm } from '@/features/accounts/components/new-password-form';
import {
  INVALID_TOKEN_TEXT,
  INVALID_TOKEN_TITLE,
  TOKEN_VALIDATION_ERROR,
} from '@/features/accounts/utils/messages';
import classes from './auth.module.css';

type NewPasswordModalProps = {
  token: string;
  onClose: () => void;
  onRequestNewLink: () => void;
};

/** The set-new-password overlay of a mailed link: the token is checked as it opens. */
export function NewPasswordModal({ token, onClose, onRequestNewLink }: NewPasswordModalProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      title="Set a new password"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <TokenGate token={token} onDone={onClose} onRequestNewLink={onRequestNewLink} />
    </Modal>
  );
}

function TokenGate({
  token,
  onDone,
  onRequestNewLink,
}: {
  token: string;
  onDone: () => void;
  onRequestNewLink: () => void;
}) {
  const validity = useResetTokenValidity(token);

  if (validity.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Checking your reset link">
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm" c="dimmed">
            Checking your reset link…
          </Text>
        </Stack>
      </Center>
    );
  }

  if (validity.isError) {
    return (
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          classNames={{ title: classes.alertTitle }}
          title={TOKEN_VALIDATION_ERROR}
          icon={<IconAlertCircle aria-hidden />}
        >
          We could not check this reset link right now. Please try again in a moment.
        </Alert>
        <Button variant="light" onClick={() => validity.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  if (!validity.data) {
    return (
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          classNames={{ title: classes.alertTitle }}
          title={INVALID_TOKEN_TITLE}
          icon={<IconAlertCircle aria-hidden />}
        >
          {INVALID_TOKEN_TEXT}
        </Alert>
        <Button onClick={onRequestNewLink}>Request a new link</Button>
      </Stack>
    );
  }

  return <NewPasswordForm token={token} onDone={onDone} />;
}
