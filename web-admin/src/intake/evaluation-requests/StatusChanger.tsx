import { Box, Typography } from '@mui/material';
import { NEXT_STATUSES } from '@server/intake/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { httpStatus, serverMessage } from '@/errors';
import type { EvaluationRequestRecord, EvaluationStatus } from '@/types';
import { TransitionButtons } from '../../common/TransitionButtons';
import { StatusChip } from './StatusChip';
import { STATUS_HISTORY_KEY } from './StatusHistory';
import { STATUS_LABELS } from './statusFlow';

const DECLINE = {
  declined: {
    title: 'Decline this request?',
    text: 'Declined is final: the request cannot be moved on afterwards.',
    action: 'Decline',
  },
};

/** Moves a request one step on (PUT {status, version}); declining asks first. */
export function StatusChanger() {
  const record = useRecordContext<EvaluationRequestRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate<EvaluationRequestRecord>();
  if (!record) return null;

  const change = (status: EvaluationStatus) => {
    update(
      'evaluation-requests',
      { id: record.id, data: { status, version: record.version }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Status changed to ${STATUS_LABELS[status]}`, { type: 'success' });
          queryClient.invalidateQueries({ queryKey: STATUS_HISTORY_KEY });
        },
        onError: (error) => {
          const stale = httpStatus(error) === 412;
          notify(
            stale
              ? 'Someone else changed this request since you opened it; it has been reloaded, try again'
              : `Error changing status: ${serverMessage(error) ?? 'An error occurred'}`,
            { type: 'error' },
          );
          if (stale) refresh();
        },
      },
    );
  };

  return (
    <Box>
      <Typography variant="h3" component="h2" gutterBottom>
        Status
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip status={record.status} />
        <TransitionButtons
          current={record.status}
          allowed={NEXT_STATUSES}
          label={(status) => `Mark ${STATUS_LABELS[status].toLowerCase()}`}
          confirm={DECLINE}
          disabled={isPending}
          final={<Typography color="text.secondary">Final: no further changes.</Typography>}
          onChoose={change}
        />
      </Box>
    </Box>
  );
}
