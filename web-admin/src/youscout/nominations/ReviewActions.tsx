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
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { failureText } from '@/errors';
import { removeNomination, reviewNomination } from '../api';
import { ReasonDialog } from '../ReasonDialog';
import type { NominationRecord, StaffReview } from '../types';
import { REVIEW_LABELS, StatusChip, staffReviews } from './status';

/**
 * The status and the reviews the server allows from it (its `allowedTransitions`), nothing
 * else: reject asks for the reason the nominator will read; removal asks to confirm.
 */
export function ReviewActions() {
  const record = useRecordContext<NominationRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (!record) return null;
  const reviews = staffReviews(record.allowedTransitions);

  const run = async (title: string, action: () => Promise<{ message: string }>) => {
    setPending(true);
    try {
      const { message } = await action();
      notify(message, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(failureText(title, error), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  const review = (kind: StaffReview, reason?: string) =>
    run(`Error: could not ${kind} this nomination`, () =>
      reviewNomination(record.id, kind, reason),
    );

  return (
    <Box component="section" aria-labelledby="review-heading">
      <Typography id="review-heading" variant="h3" component="h2" gutterBottom>
        Review
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip status={record.status} />
        {reviews.length === 0 && (
          <Typography color="text.secondary">No review is possible from this status.</Typography>
        )}
        {reviews.map((kind) => (
          <Button
            key={kind}
            size="small"
            variant={kind === 'reject' || kind === 'archive' ? 'outlined' : 'contained'}
            color={kind === 'reject' ? 'error' : 'primary'}
            disabled={pending}
            onClick={() => (kind === 'reject' ? setRejecting(true) : review(kind))}
          >
            {REVIEW_LABELS[kind]}
          </Button>
        ))}
      </Box>
      {record.status === 'rejected' && record.rejectionReason && (
        <Typography sx={{ mt: 1 }}>
          Rejected because: <em>{record.rejectionReason}</em>
        </Typography>
      )}
      {record.status !== 'removed' && (
        <Box sx={{ mt: 2 }}>
          <Button
            size="small"
            color="error"
            variant="text"
            disabled={pending}
            onClick={() => setRemoving(true)}
          >
            Remove and erase
          </Button>
        </Box>
      )}
      <ReasonDialog
        open={rejecting}
        title="Reject this nomination?"
        text="The nominator reads this reason. They can submit the nomination again."
        confirm="Reject"
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => review('reject', reason)}
      />
      <Dialog
        open={removing}
        onClose={() => setRemoving(false)}
        aria-labelledby="remove-title"
        aria-describedby="remove-text"
      >
        <DialogTitle id="remove-title">Remove this nomination?</DialogTitle>
        <DialogContent>
          <DialogContentText id="remove-text">
            For the athlete or their guardian: the athlete's personal data is erased at once and for
            good, and the nomination shows as removed everywhere. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(false)} disabled={pending}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={pending}
            onClick={async () => {
              if (await run('Error removing the nomination', () => removeNomination(record.id)))
                setRemoving(false);
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
