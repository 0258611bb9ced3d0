import { Button, type ButtonProps, DialogActions } from '@mui/material';
import type { ReactNode } from 'react';

type DialogButtonsProps = {
  /** Whether the dialog's request is on its way: neither button can be pressed then. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirming button's words. */
  confirm: ReactNode;
  color?: ButtonProps['color'];
};

/** A dialog's Cancel, and the contained button that does what it asks. */
export function DialogButtons({
  pending,
  onCancel,
  onConfirm,
  confirm,
  color,
}: DialogButtonsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button variant="contained" color={color} onClick={onConfirm} disabled={pending}>
        {confirm}
      </Button>
    </DialogActions>
  );
}
