import { httpClient } from '@/dataProvider';
import type { StaffReview, YouScoutMessage } from './types';

// The calls beyond simple-rest: reviews, notes, voiding votes, removal, moderation, badges.

const post = async <T>(url: string, body?: unknown): Promise<T> =>
  (
    await httpClient(url, {
      method: 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  ).json as T;

const nomination = (id: string) => `/api/admin/you-scout/nominations/${encodeURIComponent(id)}`;

/** Approve, feature or archive (no body); reject carries the reason shown to the nominator. */
export const reviewNomination = (
  id: string,
  review: StaffReview,
  reason?: string,
): Promise<{ message: string; status: string }> =>
  post(`${nomination(id)}/${review}`, review === 'reject' ? { reason } : undefined);

export const addNote = (id: string, note: string): Promise<YouScoutMessage> =>
  post(`${nomination(id)}/notes`, { note });

/** Voids the counted votes cast in [from, to): ISO instants. */
export const voidVotes = (
  id: string,
  body: { from: string; to: string; reason: string },
): Promise<YouScoutMessage> => post(`${nomination(id)}/void-votes`, body);

/** Removal for the athlete or guardian: the key is deleted, the nomination "removed". */
export const removeNomination = (id: string): Promise<YouScoutMessage> =>
  post(`/api/you-scout/nominations/${encodeURIComponent(id)}/removal`);

export const moderateComment = (
  id: string,
  action: 'hide' | 'restore',
  reason: string,
): Promise<YouScoutMessage> =>
  post(`/api/admin/you-scout/comments/${encodeURIComponent(id)}/${action}`, { reason });

const badge = (id: string) => `/api/admin/you-scout/badges/${encodeURIComponent(id)}`;

export const retireBadge = (id: string): Promise<unknown> => post(`${badge(id)}/retire`);

/** A badge by hand: `{ userId, reason? }` (the badge is the path's). */
export const awardBadge = (
  id: string,
  body: { userId: string; reason?: string },
): Promise<YouScoutMessage> => post(`${badge(id)}/award`, body);

/** Staff say how they verified a guardian's consent (a call, a document seen), as themselves. */
export const verifyConsent = (
  athleteId: string,
  body: { method: 'call' | 'document'; note: string },
): Promise<YouScoutMessage> =>
  post(`/api/admin/families/athletes/${encodeURIComponent(athleteId)}/consent/verification`, body);
