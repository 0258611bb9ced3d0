import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { NEXT_MOVES } from '@server/youscout/constants';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { DialogButtons } from '@/common/DialogButtons';
import { ReasonDialog } from '@/common/ReasonDialog';
import { type ButtonLook, TransitionButtons } from '@/common/TransitionButtons';
import { failureText } from '@/errors';
import { removeNomination, reviewNomination } from '../api';
import { REASON } from '../reason';
import { type NominationRecord, STAFF_REVIEWS, type StaffReview } from '../types';
import { REVIEW_LABELS, StatusChip } from './status';

/** Rejecting and archiving are outlined (reject in red); approving and featuring contained. */
const LOOKS: Partial<Record<StaffReview, ButtonLook>> = {
  reject: { variant: 'outlined', color: 'error' },
  archive: { variant: 'outlined', color: 'primary' },
};

/**
 * The status and the reviews the server allows from it (its `NEXT_MOVES`), nothing else:
 * reject asks for the reason the nominator will read; removal asks to confirm.
 */
export function ReviewActions() {
  const record = useRecordContext<NominationRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (!record) return null;

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
        <TransitionButtons
          current={record.status}
          allowed={NEXT_MOVES}
          offers={STAFF_REVIEWS}
          label={(kind) => REVIEW_LABELS[kind]}
          look={LOOKS}
          disabled={pending}
          final={
            <Typography color="text.secondary">No review is possible from this status.</Typography>
          }
          onChoose={(kind) => {
            if (kind === 'reject') setRejecting(true);
            else void review(kind);
          }}
        />
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
        {...REASON}
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
        <DialogButtons
          pending={pending}
          onCancel={() => setRemoving(false)}
          onConfirm={async () => {
            if (await run('Error removing the nomination', () => removeNomination(record.id)))
              setRemoving(false);
          }}
          confirm="Remove"
          color="error"
        />
      </Dialog>
    </Box>
  );
}
