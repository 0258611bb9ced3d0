import { Box, Button, TextField, Typography } from '@mui/material';
import type { PaymentRecord } from '@server/payments/schemas';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { dollarsToCents, formatCents } from '@/common/money';
import { failureText } from '@/errors';
import { refundPayment } from './api';

/** Refunds all or part of a paid payment; shown only while something is left to refund. */
export function RefundPanel() {
  const record = useRecordContext<PaymentRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [amount, setAmount] = useState('');
  const [pending, setPending] = useState(false);
  // One key per screen: a second click asks the provider for the same refund.
  const [key, setKey] = useState(() => `admin-refund-${crypto.randomUUID()}`);
  if (!record) return null;
  if (record.status !== 'succeeded' && record.status !== 'partially_refunded') return null;
  const left = record.amountCents - record.refundedCents;
  const cents = amount.trim() === '' ? left : dollarsToCents(amount);
  const invalid = cents === undefined || cents <= 0 || cents > left;

  const refund = async () => {
    if (cents === undefined) return;
    setPending(true);
    try {
      await refundPayment(record.id, { amountCents: cents, idempotencyKey: key });
      notify(`Refunded ${formatCents(cents)}`, { type: 'success' });
      setAmount('');
      setKey(`admin-refund-${crypto.randomUUID()}`);
      refresh();
    } catch (error) {
      notify(failureText('Error refunding', error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box>
      <Typography variant="h3" component="h2" gutterBottom>
        Refund
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        Up to {formatCents(left)} can be refunded. Leave the amount empty to refund all of it.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Amount (USD)"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amount !== '' && invalid}
          helperText={amount !== '' && invalid ? `An amount up to ${formatCents(left)}` : ' '}
        />
        <Button variant="contained" disabled={pending || invalid} onClick={refund}>
          Refund {cents === undefined || invalid ? '' : formatCents(cents)}
        </Button>
      </Box>
    </Box>
  );
}
