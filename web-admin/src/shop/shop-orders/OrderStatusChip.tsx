import { Chip, type ChipProps } from '@mui/material';
import type { OrderStatus } from '../types';

const COLORS: Record<OrderStatus, ChipProps['color']> = {
  pending: 'default',
  paid: 'info',
  fulfilled: 'primary',
  delivered: 'success',
  cancelled: 'default',
  refunded: 'warning',
};

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const OrderStatusChip = ({ status }: { status: OrderStatus }) => (
  <Chip
    size="small"
    color={COLORS[status]}
    variant={status === 'cancelled' ? 'outlined' : 'filled'}
    label={STATUS_LABELS[status]}
  />
);
