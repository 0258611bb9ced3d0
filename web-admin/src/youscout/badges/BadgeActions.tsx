import {
  Box,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { badgeState, LIMITS, NEXT_BADGE_MOVES } from '@server/youscout/constants';
import { type MouseEvent, useState } from 'react';
import {
  type DataProvider,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { DialogButtons } from '@/common/DialogButtons';
import { TransitionButtons } from '@/common/TransitionButtons';
import { failureText } from '@/errors';
import type { User } from '@/types';
import { awardBadge, retireBadge } from '../api';
import type { BadgeRecord } from '../types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// In the list's rows a click on a button, or in its dialog, stays off the row (which opens the
// edit page); the wrapper draws no box, so a retired badge's empty one takes no room.
const stop = (event: MouseEvent) => event.stopPropagation();
const OFF_THE_ROW = { display: 'contents' } as const;

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

/**
 * Retires an active badge (NEXT_BADGE_MOVES) after a confirmation: no longer awarded; its name
 * and rule are freed.
 */
export function RetireButton() {
  const record = useRecordContext<BadgeRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const retire = async () => {
    try {
      await retireBadge(record.id);
      notify(`Badge "${record.name}" retired`, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(failureText('Error retiring the badge', error), { type: 'error' });
      return false;
    }
  };
  return (
    <Box component="span" onClick={stop} sx={OFF_THE_ROW}>
      <TransitionButtons
        current={badgeState(record)}
        allowed={NEXT_BADGE_MOVES}
        offers={['retire']}
        label={() => 'Retire'}
        look={{ retire: { variant: 'text', color: 'error' } }}
        confirm={{
          retire: {
            title: `Retire "${record.name}"?`,
            text: 'It is no longer awarded; members who have it keep it. Its name and rule become free for another badge.',
            action: 'Retire',
            color: 'error',
          },
        }}
        final={null}
        onChoose={retire}
      />
    </Box>
  );
}

/**
 * Gives an active badge (NEXT_BADGE_MOVES) to a member by hand, named by username or user id:
 * POST …/award with `{ userId, reason? }`.
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
  if (!record) return null;
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
    <Box component="span" onClick={stop} sx={OFF_THE_ROW}>
      <TransitionButtons
        current={badgeState(record)}
        allowed={NEXT_BADGE_MOVES}
        offers={['award']}
        label={() => 'Award'}
        look={{ award: { variant: 'text', color: 'primary' } }}
        final={null}
        onChoose={() => setOpen(true)}
      />
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
        <DialogButtons pending={pending} onCancel={close} onConfirm={award} confirm="Award" />
      </Dialog>
    </Box>
  );
}
