import { Box, Card, CardContent, Link } from '@mui/material';
import type { SubscriptionRecord } from '@server/payments/schemas';
import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { formatCents } from '@/common/money';
import { formatDateTime } from '@/format';
import { PaymentEvents } from '../payments/PaymentEvents';
import { PaymentStatusChip } from '../payments/PaymentStatusChip';
import { SandboxClock } from './SandboxClock';

/** One subscription: its month's price, where it stands, its renewals. */
export const SubscriptionShow = () => (
  <Show title="Subscription">
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 2 }}>
      <Box sx={{ flex: '1 1 300px' }}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <FunctionField<SubscriptionRecord>
            label="Status"
            render={(r) => <PaymentStatusChip status={r.status} />}
          />
          <FunctionField<SubscriptionRecord>
            label="Per month"
            render={(r) => formatCents(r.amountCents, r.currency)}
          />
          <FunctionField<SubscriptionRecord>
            label="Paid until"
            render={(r) => formatDateTime(r.periodEnd)}
          />
          <TextField source="description" label="Description" />
          <TextField source="reference" label="Membership or order" />
          <TextField source="provider" label="Provider" />
          <FunctionField<SubscriptionRecord>
            label="Checkout"
            render={(r) =>
              r.status === 'pending' ? (
                <Link href={r.checkoutUrl}>Open the checkout page</Link>
              ) : (
                'Started'
              )
            }
          />
        </SimpleShowLayout>
      </Box>
      <FunctionField<SubscriptionRecord>
        render={(r) => (
          <Card variant="outlined" sx={{ flex: '1 1 380px', alignSelf: 'flex-start' }}>
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <SandboxClock />
              <PaymentEvents events={r.events} />
            </CardContent>
          </Card>
        )}
      />
    </Box>
  </Show>
);
