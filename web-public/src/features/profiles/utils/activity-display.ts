import type { ActivityItem, ActivityType } from '@/features/profiles/types';

/** The entry's type, shown as a tag beside what happened. */
export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  profile_update: 'Profile',
  nomination: 'Nomination',
  vote: 'Vote',
  comment: 'Comment',
  other: 'Account',
};

const text = (data: Record<string, unknown>, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** One line of history: what happened, and the detail that makes it recognisable. */
export function describeActivity(item: ActivityItem): { title: string; details: string } {
  const data = item.activityData ?? {};
  switch (item.activityType) {
    case 'profile_update':
      return { title: 'Profile updated', details: 'You saved changes to your profile.' };
    case 'vote': {
      const name = text(data, 'prospectName');
      return {
        title: 'Vote cast',
        details: name ? `You voted for ${name} on the NOLA 100.` : 'You voted on the NOLA 100.',
      };
    }
    case 'nomination':
      return { title: 'Nomination', details: 'You nominated an athlete on YouScout.' };
    case 'comment':
      return { title: 'Comment', details: 'You commented on a nomination.' };
    case 'other':
      return describeOther(data);
    default: {
      const unexpected: never = item.activityType;
      return { title: String(unexpected), details: '' };
    }
  }
}

function describeOther(data: Record<string, unknown>): { title: string; details: string } {
  switch (text(data, 'kind')) {
    case 'account_created':
      return { title: 'Account created', details: 'Welcome to NOLA Sports.' };
    case 'password_changed':
      return { title: 'Password changed', details: 'Your password was changed.' };
    case 'evaluation_request': {
      const player = text(data, 'playerName');
      return {
        title: 'Evaluation requested',
        details: player
          ? `You requested a prospect evaluation for ${player}.`
          : 'You requested a prospect evaluation.',
      };
    }
    default:
      return { title: 'Account activity', details: '' };
  }
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", and the exact moment for a tooltip or `dateTime` attribute. */
export function whenOf(iso: string, now: Date = new Date()): { relative: string; exact: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { relative: '', exact: '' };
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  const unit = UNITS.find(([, size]) => Math.abs(seconds) >= size);
  return {
    relative: unit ? relative.format(Math.round(seconds / unit[1]), unit[0]) : 'just now',
    exact: dateTime.format(at),
  };
}
