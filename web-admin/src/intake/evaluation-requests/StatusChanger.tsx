import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { httpStatus, serverMessage } from '@/errors';
import type { EvaluationRequestRecord, EvaluationStatus } from '@/types';
import { StatusChip } from './StatusChip';
import { STATUS_HISTORY_KEY } from './StatusHistory';
import { NEXT_STATUSES, STATUS_LABELS } from './statusFlow';

/** Moves a request one step on (PUT {status, version}); declining asks first. */
export function StatusChanger() {
  const record = useRecordContext<EvaluationRequestRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate<EvaluationRequestRecord>();
  const [confirming, setConfirming] = useState<EvaluationStatus | null>(null);
  if (!record) return null;

  const change = (status: EvaluationStatus) => {
    setConfirming(null);
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

  const next = NEXT_STATUSES[record.status];
  return (
    <Box>
      <Typography variant="h3" component="h2" gutterBottom>
        Status
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip status={record.status} />
        {next.length === 0 ? (
          <Typography color="text.secondary">Final: no further changes.</Typography>
        ) : (
          next.map((status) => (
            <Button
              key={status}
              variant={status === 'declined' ? 'outlined' : 'contained'}
              color={status === 'declined' ? 'secondary' : 'primary'}
              size="small"
              disabled={isPending}
              onClick={() => (status === 'declined' ? setConfirming(status) : change(status))}
            >
              Mark {STATUS_LABELS[status].toLowerCase()}
            </Button>
          ))
        )}
      </Box>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby="decline-title"
      >
        <DialogTitle id="decline-title">Decline this request?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Declined is final: the request cannot be moved on afterwards.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button
            color="secondary"
            variant="contained"
            onClick={() => confirming && change(confirming)}
          >
            Decline
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
