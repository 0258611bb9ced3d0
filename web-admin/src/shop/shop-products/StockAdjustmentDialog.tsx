import {
  Alert,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { LIMITS, MAX_STOCK_DELTA } from '@server/shop/constants';
import { stockAdjustmentSchema } from '@server/shop/schemas';
import { useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { DialogButtons } from '@/common/DialogButtons';
import { fieldRule } from '@/common/field-rule';
import { adjustStock } from '../api';
import { refusalOf } from '../refusal';
import type { AdminProduct, AdminVariant } from '../types';

const deltaRule = fieldRule(stockAdjustmentSchema.shape.delta);
const reasonRule = fieldRule(stockAdjustmentSchema.shape.reason);

/** "+12", "12" or "-3" as a number; anything else as NaN, which the rule refuses. */
const deltaOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());

/**
 * Moves a variant's stock up (a delivery) or down (damaged, lost, a count), by a number of units
 * and with the reason, which the stock's history keeps as an event of its own. A change that
 * would take units checkouts hold, or that are not there, is refused (409): the server's message
 * says how many may go, and the dialog stays open to change the number.
 */
export function StockAdjustmentDialog({
  product,
  variant,
  onClose,
}: {
  product: AdminProduct;
  variant: AdminVariant;
  onClose: () => void;
}) {
  const id = useId();
  const notify = useNotify();
  const refresh = useRefresh();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState({ delta: false, reason: false });
  const [refused, setRefused] = useState<string>();
  const [pending, setPending] = useState(false);
  const problems = { delta: deltaRule(deltaOf(delta)), reason: reasonRule(reason) };
  const units = deltaOf(delta);
  const after = units !== undefined && Number.isInteger(units) ? variant.onHand + units : null;

  const submit = async () => {
    setTouched({ delta: true, reason: true });
    if (problems.delta || problems.reason || units === undefined) return;
    setPending(true);
    try {
      const answer = await adjustStock(product.id, variant.id, {
        delta: units,
        reason: reason.trim(),
      });
      const now = answer.variants?.find((v) => v.id === variant.id)?.onHand;
      notify(
        now === undefined ? 'Stock adjusted' : `Stock adjusted: ${variant.sku} has ${now} on hand`,
        { type: 'success' },
      );
      refresh();
      onClose();
    } catch (error) {
      setRefused(refusalOf(error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Stock adjustment: {variant.sku}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {variant.size}, {variant.colour}: {variant.onHand} on hand, {variant.reserved} held by
          checkouts, {variant.available} available.
        </DialogContentText>
        {refused && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {refused}
          </Alert>
        )}
        <TextField
          label="Change in units"
          value={delta}
          onChange={(event) => {
            setDelta(event.target.value);
            setRefused(undefined);
          }}
          onBlur={() => setTouched((t) => ({ ...t, delta: true }))}
          error={touched.delta && problems.delta !== undefined}
          helperText={
            (touched.delta && problems.delta) ||
            (after === null
              ? `Up to ${MAX_STOCK_DELTA.toLocaleString('en-US')} either way: 12 adds, -3 takes away`
              : `${after} on hand after the change`)
          }
          required
          autoFocus
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, reason: true }))}
          error={touched.reason && problems.reason !== undefined}
          helperText={
            (touched.reason && problems.reason) ||
            'Kept with the change, such as "Delivery from the printer"'
          }
          required
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: LIMITS.reason } }}
        />
      </DialogContent>
      <DialogButtons pending={pending} onCancel={onClose} onConfirm={submit} confirm="Adjust" />
    </Dialog>
  );
}
