import { Box, Card, CardContent, Link as MuiLink } from '@mui/material';
import { CARRIERS, SHIPPING_METHODS } from '@server/shop/constants';
import type { ReactNode } from 'react';
import { Link, Show, type ShowProps, useCreatePath, useRecordContext } from 'react-admin';
import { Fields } from '@/common/Fields';
import { formatDateTime } from '@/format';
import { formatCents } from '../money';
import { PAYMENTS } from '../resources';
import type { AdminOrder } from '../types';
import { OrderItems } from './OrderItems';
import { OrderMoves } from './OrderMoves';
import { OrderNotes } from './OrderNotes';
import { OrderStatusChip } from './OrderStatusChip';

const Title = () => {
  const r = useRecordContext<AdminOrder>();
  return <span>Order{r ? ` ${r.number}` : ''}</span>;
};

function PaymentLink({ paymentId }: { paymentId: string }) {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: PAYMENTS, id: paymentId, type: 'show' })}>{paymentId}</Link>
  );
}

const tracking = (r: AdminOrder): ReactNode =>
  r.trackingNumber === null ? (
    'Not shipped yet'
  ) : r.trackingUrl?.startsWith('https://') ? (
    <MuiLink href={r.trackingUrl} target="_blank" rel="noreferrer noopener">
      {r.trackingNumber}
    </MuiLink>
  ) : (
    r.trackingNumber
  );

function Details() {
  const r = useRecordContext<AdminOrder>();
  if (!r) return null;
  const address = r.shippingAddress;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Fields
        heading="Order"
        rows={[
          ['Number', r.number],
          ['Status', <OrderStatusChip key="status" status={r.status} />],
          ...(r.statusNote ? [['Status note', r.statusNote] as [string, ReactNode]] : []),
          ['Placed', formatDateTime(r.placedAt)],
          ['Paid', r.paidAt ? formatDateTime(r.paidAt) : 'Not paid'],
          ...(r.status === 'pending'
            ? [['Items held until', formatDateTime(r.expiresAt)] as [string, ReactNode]]
            : []),
        ]}
      />
      <Fields
        heading="Customer"
        rows={[
          ['Name', r.customerName],
          [
            'E-mail',
            <MuiLink key="email" href={`mailto:${r.customerEmail}`}>
              {r.customerEmail}
            </MuiLink>,
          ],
          ['Account', r.accountId ? 'A signed-in member' : 'Checked out as a guest'],
          [
            'Ship to',
            [address.line1, address.line2, `${address.city}, ${address.state} ${address.zip}`]
              .filter((line) => line !== '')
              .join('\n'),
          ],
          ['Shipping', SHIPPING_METHODS[r.shippingMethod].label],
        ]}
      />
      <OrderItems order={r} />
      <Fields
        heading="Totals"
        rows={[
          ['Subtotal', formatCents(r.subtotalCents)],
          ['Shipping', formatCents(r.shippingCents)],
          ['Tax', formatCents(r.taxCents)],
          ['Total', formatCents(r.totalCents)],
          ['Refunded', formatCents(r.refundedCents)],
        ]}
      />
      <Fields
        heading="Payment and delivery"
        rows={[
          ['Payment', <PaymentLink key="payment" paymentId={r.paymentId} />],
          ['Provider reference', r.providerRef],
          ['Carrier', r.carrier ? CARRIERS[r.carrier].label : '—'],
          ['Tracking number', tracking(r)],
        ]}
      />
    </Box>
  );
}

/** One order: who, where to, what, what it cost, its payment and parcel; its moves and notes. */
export const OrderShow = (props: Pick<ShowProps, 'id'>) => (
  <Show title={<Title />} {...props}>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 2 }}>
      <Box sx={{ flex: '2 1 420px', minWidth: 0 }}>
        <Details />
      </Box>
      <Card variant="outlined" sx={{ flex: '1 1 340px', alignSelf: 'flex-start' }}>
        <CardContent sx={{ display: 'grid', gap: 3 }}>
          <OrderMoves />
          <OrderNotes />
        </CardContent>
      </Card>
    </Box>
  </Show>
);
