import { Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { LIMITS } from '@server/shop/constants';
import { useId, useState } from 'react';
import { DialogButtons } from '@/common/DialogButtons';
import { fieldRule } from '@/common/field-rule';
import { dollarsToCents, formatCents } from '../money';
import type { AdminOrder } from '../types';
import { MOVE_SCHEMAS } from './moveSchemas';

const amountRule = fieldRule(MOVE_SCHEMAS.refund.shape.amountCents);
const reasonRule = fieldRule(MOVE_SCHEMAS.refund.shape.reason);

export type Refund = { amountCents?: number; reason: string };

/** What is wrong with a typed amount, given what is left to refund. */
function amountProblem(text: string, left: number): string | undefined {
  if (text.trim() === '') return undefined;
  const cents = dollarsToCents(text);
  if (cents === undefined) return 'Enter an amount in dollars, such as 12.50';
  if (cents > left) return `At most ${formatCents(left)} of this order can still be refunded`;
  return amountRule(cents);
}

/**
 * A refund through the payment provider, of what is left of the payment or part of it, with the
 * reason the customer reads. It asks before it sends: a refund cannot be taken back. An empty
 * amount sends none (the server refunds the rest).
 */
export function RefundDialog({
  order,
  open,
  onClose,
  onConfirm,
}: {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  /** Resolves true when done (the dialog closes), false to keep it open. */
  onConfirm: (refund: Refund) => Promise<boolean>;
}) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState({ amount: false, reason: false });
  const [pending, setPending] = useState(false);
  const left = order.totalCents - order.refundedCents;
  const problems = { amount: amountProblem(amount, left), reason: reasonRule(reason) };
  const cents = amount.trim() === '' ? left : dollarsToCents(amount);
  const close = () => {
    setAmount('');
    setReason('');
    setTouched({ amount: false, reason: false });
    onClose();
  };
  const submit = async () => {
    setTouched({ amount: true, reason: true });
    if (problems.amount || problems.reason) return;
    setPending(true);
    try {
      const given = amount.trim() === '' ? {} : { amountCents: dollarsToCents(amount) };
      if (await onConfirm({ ...given, reason: reason.trim() })) close();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Refund this order?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {formatCents(left)} of {formatCents(order.totalCents)} can still be refunded, to the card
          the customer paid with. A refund cannot be undone; the customer reads the reason.
        </DialogContentText>
        <TextField
          label="Amount (USD)"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, amount: true }))}
          error={touched.amount && problems.amount !== undefined}
          helperText={
            (touched.amount && problems.amount) || `Empty: all that is left, ${formatCents(left)}`
          }
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, reason: true }))}
          error={touched.reason && problems.reason !== undefined}
          helperText={(touched.reason && problems.reason) || ' '}
          required
          multiline
          minRows={2}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: LIMITS.reason } }}
        />
      </DialogContent>
      <DialogButtons
        pending={pending}
        onCancel={close}
        onConfirm={submit}
        confirm={`Refund ${cents === undefined || problems.amount ? '' : formatCents(cents)}`.trim()}
        color="error"
      />
    </Dialog>
  );
}
