import { Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { DialogButtons } from './DialogButtons';

/**
 * Asks for a reason before a staff action (reject, hide, restore): the action is refused until
 * the reason passes the server's own rule for it (`fieldRule(<schema>.shape.reason)`), and the
 * dialog closes when the action succeeded.
 */
export function ReasonDialog({
  open,
  title,
  text,
  confirm,
  label = 'Reason',
  rule,
  maxLength,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  label?: string;
  /** What is wrong with the reason, if anything: the server schema's rule (common/field-rule). */
  rule: (reason: string) => string | undefined;
  /** The server's limit in characters: the field takes no more. */
  maxLength: number;
  onClose: () => void;
  /** Resolves true when done (the dialog closes), false to keep it open. */
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const problem = rule(reason);
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setPending(true);
    try {
      if (await onConfirm(reason.trim())) close();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField
          label={label}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && problem !== undefined}
          helperText={touched && problem ? problem : ' '}
          multiline
          minRows={2}
          fullWidth
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength } }}
        />
      </DialogContent>
      <DialogButtons pending={pending} onCancel={close} onConfirm={submit} confirm={confirm} />
    </Dialog>
  );
}
