import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { LIMITS } from '@server/youscout/constants';
import { type MouseEvent, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { failureText } from '@/errors';
import { awardBadge, retireBadge } from '../api';
import type { BadgeRecord } from '../types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const stop = (event: MouseEvent) => event.stopPropagation();

/** Retires an active badge after a confirmation: no longer awarded; its name and rule are freed. */
export function RetireButton() {
  const record = useRecordContext<BadgeRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || record.retired) return null;
  const retire = async () => {
    setPending(true);
    try {
      await retireBadge(record.id);
      notify(`Badge "${record.name}" retired`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(failureText('Error retiring the badge', error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Box component="span" onClick={stop}>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        Retire
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="retire-title">
        <DialogTitle id="retire-title">Retire "{record.name}"?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            It is no longer awarded; members who have it keep it. Its name and rule become free for
            another badge.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={retire} disabled={pending}>
            Retire
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** Gives an active badge to a member by hand: POST …/award with `{ userId, reason? }`. */
export function AwardButton() {
  const record = useRecordContext<BadgeRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || record.retired) return null;
  const id = userId.trim();
  const problem = UUID.test(id) ? undefined : 'User id must be a UUID';
  const close = () => {
    setOpen(false);
    setUserId('');
    setReason('');
    setTouched(false);
  };
  const award = async () => {
    setTouched(true);
    if (problem) return;
    setPending(true);
    try {
      const text = reason.trim();
      const { message } = await awardBadge(record.id, {
        userId: id,
        ...(text ? { reason: text } : {}),
      });
      notify(`${message}: "${record.name}"`, { type: 'success' });
      close();
      refresh();
    } catch (error) {
      notify(failureText('Error awarding the badge', error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Box component="span" onClick={stop}>
      <Button size="small" onClick={() => setOpen(true)}>
        Award
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="award-title" fullWidth maxWidth="sm">
        <DialogTitle id="award-title">Award "{record.name}"</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The member gets the badge once, and a notification.
          </DialogContentText>
          <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
            <TextField
              label="User id"
              value={userId}
              onChange={(e) => setUserId(e.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && problem !== undefined}
              helperText={touched && problem ? problem : 'The member’s id, from Users'}
              required
              autoFocus
            />
            <TextField
              label="Reason (optional)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: LIMITS.reason } }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={award} disabled={pending}>
            Award
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
