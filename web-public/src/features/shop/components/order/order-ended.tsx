import { Alert } from '@mantine/core';
import type { OrderAnswer } from '@server/shop/schemas';
import { READABLE_TITLE } from '@/features/shop/components/query-states';

/** Whether nothing more will happen to the order: staff cancelled it, or it was refunded. */
export const hasEnded = (order: OrderAnswer) =>
  order.status === 'cancelled' || order.status === 'refunded';

/** Why an order that has ended did (staff's note, read by the customer), or nothing. */
export function OrderEnded({ order }: { order: OrderAnswer }) {
  if (!hasEnded(order)) return null;
  return (
    <Alert
      color="gray"
      styles={READABLE_TITLE}
      variant="light"
      title={order.status === 'cancelled' ? 'This order was cancelled' : 'This order was refunded'}
    >
      {order.statusNote ?? 'Nothing more will happen to it.'}
    </Alert>
  );
}
