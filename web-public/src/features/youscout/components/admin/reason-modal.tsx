import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { LIMITS, MESSAGES } from '@server/youscout/constants';
import { type FormEvent, type ReactNode, useState } from 'react';

type Props = {
  opened: boolean;
  title: string;
  /** What the action does, in a sentence (who sees the reason). */
  description?: ReactNode;
  submitLabel: string;
  /** Red for destructive actions. */
  color?: string;
  onClose: () => void;
  /** Resolves true when the server took it (the modal closes), false when it refused. */
  onSubmit: (reason: string) => Promise<boolean>;
};

/** A reason, required (reject, hide, restore, void votes all carry one). */
export function ReasonModal({
  opened,
  title,
  description,
  submitLabel,
  color,
  onClose,
  onSubmit,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(MESSAGES.reasonRequired);
      return;
    }
    setBusy(true);
    const done = await onSubmit(reason.trim());
    setBusy(false);
    if (done) close();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {description ? <Text size="sm">{description}</Text> : null}
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            maxLength={LIMITS.reason}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color={color} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
