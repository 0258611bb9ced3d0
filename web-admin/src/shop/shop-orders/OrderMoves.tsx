import { Alert, Box, Typography } from '@mui/material';
import { LIMITS, NEXT_MOVES } from '@server/shop/constants';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { fieldRule } from '@/common/field-rule';
import { ReasonDialog } from '@/common/ReasonDialog';
import { type ButtonLook, type Confirmation, TransitionButtons } from '@/common/TransitionButtons';
import { failureText, httpStatus, serverMessage } from '@/errors';
import { moveOrder } from '../api';
import type { AdminOrder, OrderMove, OrderMoveBody } from '../types';
import { FulfilDialog } from './FulfilDialog';
import { MOVE_SCHEMAS } from './moveSchemas';
import { OrderStatusChip, STATUS_LABELS } from './OrderStatusChip';
import { RefundDialog } from './RefundDialog';

const MOVE_LABELS: Record<OrderMove, string> = {
  cancel: 'Cancel order',
  fulfil: 'Mark shipped',
  deliver: 'Mark delivered',
  refund: 'Refund',
};
const DONE: Record<OrderMove, string> = {
  cancel: 'Order cancelled',
  fulfil: 'Order marked shipped',
  deliver: 'Order marked delivered',
  refund: 'Refund made',
};
const LOOKS: Partial<Record<OrderMove, ButtonLook>> = {
  cancel: { variant: 'outlined', color: 'error' },
  refund: { variant: 'outlined', color: 'error' },
};
const CONFIRM: Partial<Record<OrderMove, Confirmation>> = {
  deliver: {
    title: 'Mark this order delivered?',
    text: 'The customer’s order page shows it as delivered.',
    action: 'Mark delivered',
    color: 'secondary',
  },
};
const CANCEL_REASON = {
  rule: fieldRule(MOVE_SCHEMAS.cancel.shape.reason),
  maxLength: LIMITS.reason,
};

/**
 * The order's status and the moves the server offers from it (`moves`, its NEXT_MOVES for the
 * status), each behind a dialog: cancel asks for the reason, shipping for the carrier and
 * tracking number, delivered for a yes, a refund for the amount and reason. A move the order no
 * longer allows (someone else moved it meanwhile, 409) shows the server's message, read again.
 */
export function OrderMoves() {
  const record = useRecordContext<AdminOrder>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<OrderMove | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  if (!record) return null;

  const move = async (body: OrderMoveBody): Promise<boolean> => {
    try {
      await moveOrder(String(record.id), body);
      setRefused(null);
      notify(DONE[body.move], { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      if (httpStatus(error) === 409) {
        setRefused(serverMessage(error) ?? 'The order’s status does not allow that any more');
        refresh();
        return true;
      }
      notify(failureText(`Error: could not ${MOVE_LABELS[body.move].toLowerCase()}`, error), {
        type: 'error',
      });
      return false;
    }
  };
  const close = () => setAsking(null);

  return (
    <Box component="section" aria-labelledby="moves-heading">
      <Typography id="moves-heading" variant="h3" component="h2" gutterBottom>
        Status
      </Typography>
      {refused && (
        <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setRefused(null)}>
          {refused}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <OrderStatusChip status={record.status} />
        <TransitionButtons
          current={record.status}
          allowed={NEXT_MOVES}
          offers={record.moves}
          label={(m) => MOVE_LABELS[m]}
          look={LOOKS}
          confirm={CONFIRM}
          disabled={asking !== null}
          final={
            <Typography color="text.secondary">
              {STATUS_LABELS[record.status]}: nothing is left to do.
            </Typography>
          }
          onChoose={(m) => (m === 'deliver' ? move({ move: 'deliver' }) : setAsking(m))}
        />
      </Box>
      <ReasonDialog
        {...CANCEL_REASON}
        open={asking === 'cancel'}
        title="Cancel this order?"
        text="Nothing was paid: its items go back on the shelf, and the customer reads this reason."
        confirm="Cancel order"
        onClose={close}
        onConfirm={(reason) => move({ move: 'cancel', reason })}
      />
      <FulfilDialog
        open={asking === 'fulfil'}
        onClose={close}
        onConfirm={(shipment) => move({ move: 'fulfil', ...shipment })}
      />
      <RefundDialog
        order={record}
        open={asking === 'refund'}
        onClose={close}
        onConfirm={(refund) => move({ move: 'refund', ...refund })}
      />
    </Box>
  );
}
