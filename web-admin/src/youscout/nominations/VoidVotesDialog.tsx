import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { LIMITS } from '@server/youscout/constants';
import { voidVotesSchema } from '@server/youscout/schemas';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { DialogButtons } from '@/common/DialogButtons';
import { failureText } from '@/errors';
import { fromLocalInput, toLocalInput } from '@/format';
import { voidVotes } from '../api';
import type { NominationRecord } from '../types';

type Problems = { from?: string; to?: string; reason?: string };

/**
 * What is wrong with a window (the browser's local times) and its reason: the server's own
 * rules and messages (POST …/void-votes), but that a time not given is asked for in the
 * dialog's words.
 */
export function windowProblems(from: string, to: string, reason: string): Problems {
  const start = fromLocalInput(from);
  const end = fromLocalInput(to);
  const problems: Problems = {};
  const result = voidVotesSchema.safeParse({ from: start, to: end, reason });
  for (const issue of result.success ? [] : result.error.issues)
    problems[issue.path[0] as keyof Problems] ??= issue.message;
  if (!start) problems.from = 'Give the start of the time';
  if (!end) problems.to = 'Give the end of the time';
  return problems;
}

/** Voids the counted votes cast in a time window (start included, end not), with a reason. */
export function VoidVotesButton() {
  const record = useRecordContext<NominationRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || record.status === 'removed') return null;
  const problems = windowProblems(from, to, reason);
  const show = (key: keyof Problems) => (touched ? problems[key] : undefined);

  const start = () => {
    const now = new Date();
    setFrom(toLocalInput(new Date(now.getTime() - 60 * 60_000)));
    setTo(toLocalInput(now));
    setReason('');
    setTouched(false);
    setOpen(true);
  };
  const submit = async () => {
    setTouched(true);
    const fromIso = fromLocalInput(from);
    const toIso = fromLocalInput(to);
    if (Object.keys(problems).length > 0 || !fromIso || !toIso) return;
    setPending(true);
    try {
      const { message } = await voidVotes(record.id, {
        from: fromIso,
        to: toIso,
        reason: reason.trim(),
      });
      notify(message, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(failureText('Error voiding votes', error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button size="small" variant="outlined" onClick={start}>
        Void votes
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="void-title">
        <DialogTitle id="void-title">Void votes</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The counted votes cast from the start (included) to the end (not included) stop
            counting. They stay in the log.
          </DialogContentText>
          <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
            <TextField
              type="datetime-local"
              label="From"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              error={show('from') !== undefined}
              helperText={show('from') ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              type="datetime-local"
              label="To"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              error={show('to') !== undefined}
              helperText={show('to') ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={show('reason') !== undefined}
              helperText={show('reason') ?? ' '}
              multiline
              minRows={2}
              required
              slotProps={{ htmlInput: { maxLength: LIMITS.reason } }}
            />
          </Box>
        </DialogContent>
        <DialogButtons
          pending={pending}
          onCancel={() => setOpen(false)}
          onConfirm={submit}
          confirm="Void the votes"
          color="error"
        />
      </Dialog>
    </>
  );
}
