import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { LIMITS } from '@server/youscout/constants';
import { reasonSchema } from '@server/youscout/schemas';
import { useId, useState } from 'react';
import { fieldRule } from '../common/field-rule';

/** What a reason field says is wrong with it, if anything: the server's own rule for it. */
export const reasonProblem: (reason: string) => string | undefined = fieldRule(
  reasonSchema.shape.reason,
);

/**
 * Asks for a reason before a staff action (reject, hide, restore): the action's button stays
 * off until the reason is given; the dialog closes when the action succeeded.
 */
export function ReasonDialog({
  open,
  title,
  text,
  confirm,
  label = 'Reason',
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  label?: string;
  onClose: () => void;
  /** Resolves true when done (the dialog closes), false to keep it open. */
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const problem = reasonProblem(reason);
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
          slotProps={{ htmlInput: { maxLength: LIMITS.reason } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={pending}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
