import { Chip } from '@mui/material';
import type { PaymentStatus, SubscriptionStatus } from '@server/payments/constants';

const COLORS: Record<
  PaymentStatus | SubscriptionStatus,
  'default' | 'success' | 'error' | 'warning' | 'info'
> = {
  pending: 'default',
  succeeded: 'success',
  active: 'success',
  failed: 'error',
  past_due: 'error',
  partially_refunded: 'warning',
  refunded: 'info',
};

export const PaymentStatusChip = ({ status }: { status: PaymentStatus | SubscriptionStatus }) => (
  <Chip size="small" color={COLORS[status]} label={status.replace('_', ' ')} />
);
