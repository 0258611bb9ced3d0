import { Badge } from '@mantine/core';
import type { OrderStatus } from '@server/shop/constants';

/**
 * A shop order's status as its customer reads it, on the order's page and in the profile's list
 * of orders. Each colour reads at 4.5:1 or better with its text (axe).
 */
export const ORDER_STATUS_LOOK: Record<OrderStatus, { label: string; color: string }> = {
  pending: { label: 'Awaiting payment', color: 'yellow.4' },
  paid: { label: 'Paid', color: 'navy.7' },
  fulfilled: { label: 'Shipped', color: 'blue.8' },
  delivered: { label: 'Delivered', color: '#1b6e34' },
  cancelled: { label: 'Cancelled', color: 'gray.7' },
  refunded: { label: 'Refunded', color: 'grape.8' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, color } = ORDER_STATUS_LOOK[status];
  return (
    <Badge color={color} variant="filled" radius="sm" autoContrast>
      {label}
    </Badge>
  );
}
