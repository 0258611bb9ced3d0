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
import {
  type DataProvider,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { failureText } from '@/errors';
import type { User } from '@/types';
import { awardBadge, retireBadge } from '../api';
import type { BadgeRecord } from '../types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const stop = (event: MouseEvent) => event.stopPropagation();

class NoSuchUser extends Error {}

/**
 * The account a hand award goes to: a user id as typed, or a username (an @ before it allowed)
 * looked up in the users resource. The name must match exactly, ignoring case, so a partial
 * name never picks someone else.
 */
export async function resolveUserId(dataProvider: DataProvider, who: string): Promise<string> {
  const typed = who.trim().replace(/^@/, '');
  if (UUID.test(typed)) return typed;
  const { data } = await dataProvider.getList<User>('users', {
    filter: { q: typed },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'username', order: 'ASC' },
  });
  const match = data.find((user) => user.username.toLowerCase() === typed.toLowerCase());
  if (!match) throw new NoSuchUser(`No user is named ${typed}`);
  return String(match.id);
}

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

/**
 * Gives an active badge to a member by hand, named by username or user id: POST …/award with
 * `{ userId, reason? }`.
 */
export function AwardButton() {
  const record = useRecordContext<BadgeRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const [who, setWho] = useState('');
  const [unknown, setUnknown] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || record.retired) return null;
  const problem = who.trim() === '' ? 'Enter a username or a user id' : unknown;
  const close = () => {
    setOpen(false);
    setWho('');
    setUnknown(undefined);
    setReason('');
    setTouched(false);
  };
  const award = async () => {
    setTouched(true);
    if (problem) return;
    setPending(true);
    try {
      let userId: string;
      try {
        userId = await resolveUserId(dataProvider, who);
      } catch (error) {
        if (!(error instanceof NoSuchUser)) throw error;
        setUnknown(error.message);
        return;
      }
      const text = reason.trim();
      const { message } = await awardBadge(record.id, {
        userId,
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
              label="User"
              value={who}
              onChange={(e) => {
                setWho(e.target.value);
                setUnknown(undefined);
              }}
              onBlur={() => setTouched(true)}
              error={touched && problem !== undefined}
              helperText={touched && problem ? problem : 'Their username, or their user id'}
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
