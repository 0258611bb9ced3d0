import { Box, Button, Typography } from '@mui/material';
import type { SubscriptionRecord } from '@server/payments/schemas';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { failureText } from '@/errors';
import { renewOnSandbox } from '../payments/api';

/** The sandbox's test clock: bill next month now, paid or declined (sandbox subscriptions only). */
export function SandboxClock() {
  const record = useRecordContext<SubscriptionRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (record?.provider !== 'sandbox' || record.status === 'pending') return null;
  const renew = async (outcome: 'succeeded' | 'card_declined') => {
    setPending(true);
    try {
      await renewOnSandbox(record.id, outcome);
      notify(outcome === 'succeeded' ? 'Next month charged' : 'Renewal declined', { type: 'info' });
      refresh();
    } catch (error) {
      notify(failureText('Error renewing', error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Box>
      <Typography variant="h3" component="h2" gutterBottom>
        Test clock (sandbox)
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={pending}
          onClick={() => renew('succeeded')}
        >
          Renew now
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={pending}
          onClick={() => renew('card_declined')}
        >
          Renew with a declined card
        </Button>
      </Box>
    </Box>
  );
}
