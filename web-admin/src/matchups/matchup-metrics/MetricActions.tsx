import { Alert, Box, Typography } from '@mui/material';
import { LIMITS, METRIC_STATUS_LABELS, NEXT_METRIC_MOVES } from '@server/matchups/constants';
import { rejectMetricSchema } from '@server/matchups/schemas';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { fieldRule } from '@/common/field-rule';
import { ReasonDialog } from '@/common/ReasonDialog';
import { type ButtonLook, TransitionButtons } from '@/common/TransitionButtons';
import { failureText, httpStatus, serverMessage } from '@/errors';
import { rejectMetric, verifyMetric } from '../api';
import { MetricStatusChip } from '../metric';
import type { AdminMetric, Evidence, MetricAnswer, MetricMove } from '../types';
import { VerifyDialog } from './VerifyDialog';

const MOVE_LABELS: Record<MetricMove, string> = { verify: 'Verify', reject: 'Reject' };
const DONE: Record<MetricMove, string> = { verify: 'Value verified', reject: 'Value rejected' };
const LOOKS: Partial<Record<MetricMove, ButtonLook>> = {
  reject: { variant: 'outlined', color: 'error' },
};
const REASON = { rule: fieldRule(rejectMetricSchema.shape.reason), maxLength: LIMITS.reason };

/**
 * The value's status and the decisions the server allows from it (its `NEXT_METRIC_MOVES`),
 * each one click and a short dialog: verify asks for the evidence, reject for the reason. After
 * either the record is read again; a value someone decided meanwhile (409) says so, read again.
 */
export function MetricActions() {
  const record = useRecordContext<AdminMetric>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<MetricMove | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  if (!record) return null;

  const decide = async (move: MetricMove, call: () => Promise<MetricAnswer>) => {
    try {
      await call();
      setConflict(null);
      notify(DONE[move], { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      if (httpStatus(error) === 409) {
        // Decided already: the dialog's answer cannot apply; show why, and what it is now.
        setConflict(serverMessage(error) ?? 'This value was decided already');
        refresh();
        return true;
      }
      notify(failureText(`Error: could not ${move} this value`, error), { type: 'error' });
      return false;
    }
  };

  return (
    <Box component="section" aria-labelledby="decision-heading">
      <Typography id="decision-heading" variant="h3" component="h2" gutterBottom>
        Decision
      </Typography>
      {conflict && (
        <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setConflict(null)}>
          {conflict}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <MetricStatusChip status={record.status} />
        <TransitionButtons
          current={record.status}
          allowed={NEXT_METRIC_MOVES}
          label={(move) => MOVE_LABELS[move]}
          look={LOOKS}
          disabled={asking !== null}
          final={
            <Typography color="text.secondary">
              {METRIC_STATUS_LABELS[record.status]}: no decision is left to make.
            </Typography>
          }
          onChoose={(move) => setAsking(move)}
        />
      </Box>
      <VerifyDialog
        open={asking === 'verify'}
        onClose={() => setAsking(null)}
        onConfirm={(evidence: Evidence) =>
          decide('verify', () => verifyMetric(String(record.id), evidence))
        }
      />
      <ReasonDialog
        {...REASON}
        open={asking === 'reject'}
        title="Reject this value?"
        text="The athlete, or their parent or guardian, sees the value as rejected, with this reason."
        confirm="Reject"
        onClose={() => setAsking(null)}
        onConfirm={(reason) => decide('reject', () => rejectMetric(String(record.id), reason))}
      />
    </Box>
  );
}
