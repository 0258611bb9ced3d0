import { Box, Card, CardContent, Link } from '@mui/material';
import type { PaymentRecord } from '@server/payments/schemas';
import { FunctionField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { formatCents } from '@/common/money';
import { formatDateTime } from '@/format';
import { PaymentEvents } from './PaymentEvents';
import { PaymentStatusChip } from './PaymentStatusChip';
import { RefundPanel } from './RefundPanel';

const Title = () => {
  const record = useRecordContext<PaymentRecord>();
  return <span>Payment{record ? `: ${record.reference}` : ''}</span>;
};

function Activity() {
  const record = useRecordContext<PaymentRecord>();
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ flex: '1 1 380px', alignSelf: 'flex-start' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <RefundPanel />
        <PaymentEvents events={record.events} />
      </CardContent>
    </Card>
  );
}

/** One payment: what was asked, where it stands, its events, and a refund while one is possible. */
export const PaymentShow = () => (
  <Show title={<Title />}>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 2 }}>
      <Box sx={{ flex: '1 1 300px' }}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <FunctionField<PaymentRecord>
            label="Status"
            render={(r) => <PaymentStatusChip status={r.status} />}
          />
          <FunctionField<PaymentRecord>
            label="Amount"
            render={(r) => formatCents(r.amountCents, r.currency)}
          />
          <FunctionField<PaymentRecord>
            label="Refunded"
            render={(r) => formatCents(r.refundedCents, r.currency)}
          />
          <TextField source="description" label="Description" />
          <TextField source="reference" label="Order or transaction" />
          <TextField source="provider" label="Provider" />
          <TextField source="providerRef" label="Provider reference" />
          <FunctionField<PaymentRecord>
            label="Created"
            render={(r) => formatDateTime(r.createdAt)}
          />
          <FunctionField<PaymentRecord>
            label="Checkout"
            render={(r) =>
              r.status === 'pending' || r.status === 'failed' ? (
                <Link href={r.checkoutUrl}>Open the checkout page</Link>
              ) : (
                'Paid'
              )
            }
          />
        </SimpleShowLayout>
      </Box>
      <Activity />
    </Box>
  </Show>
);
