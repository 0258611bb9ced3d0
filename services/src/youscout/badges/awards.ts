import type { BadgeRule } from '../constants';
import { BadgeAlreadyAwarded } from '../errors';
import type { YouScoutEvent, YouScoutEventOf } from '../events';
import {
  badgeForRule,
  type Catalogue,
  emptyCatalogue,
  evolveCatalogue,
  movableBadge,
} from './decide';

// ── Badges awarded by rules (PLATFORM.md §1) ────────────────────────────────
// A process folds YouScout's events into AwardProgress and, after each, appends what
// `awardsDue` returns, each award to its own `userbadge-<user>-<badge>` stream with 'no_stream'.
// Replay-safe twice over: an award already folded is not due again, and one the fold has not
// reached yet (a rebuild reads the triggering events first) is refused by the store.

export const VOTE_MILESTONES = { 'nomination-25-votes': 25, 'nomination-100-votes': 100 } as const;
export const APPROVALS_FOR_BADGE = 3;
export const KEPT_COMMENTS_FOR_BADGE = 10;

export type AwardProgress = {
  catalogue: Catalogue;
  /** Each nomination's nominator. */
  nominators: ReadonlyMap<string, string>;
  /** Each user's nominations, in order submitted; and those approved, in order approved. */
  submitted: ReadonlyMap<string, readonly string[]>;
  approved: ReadonlyMap<string, readonly string[]>;
  /** Each nomination's counted votes (cast, not voided). */
  votes: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each comment's author, and each user's comments shown now. */
  commentAuthors: ReadonlyMap<string, string>;
  kept: ReadonlyMap<string, ReadonlySet<string>>;
  /** `${userId} ${badgeId}` of every award made. */
  awarded: ReadonlySet<string>;
};

export const initialProgress: AwardProgress = {
  catalogue: emptyCatalogue,
  nominators: new Map(),
  submitted: new Map(),
  approved: new Map(),
  votes: new Map(),
  commentAuthors: new Map(),
  kept: new Map(),
  awarded: new Set(),
};

const awardKey = (userId: string, badgeId: string) => `${userId} ${badgeId}`;
const appended = <T>(map: ReadonlyMap<string, readonly T[]>, key: string, value: T) =>
  (map.get(key) ?? []).includes(value)
    ? map
    : new Map(map).set(key, [...(map.get(key) ?? []), value]);
const withMember = (
  map: ReadonlyMap<string, ReadonlySet<string>>,
  key: string,
  value: string,
  add: boolean,
) => {
  const set = new Set(map.get(key));
  if (add) set.add(value);
  else set.delete(value);
  return new Map(map).set(key, set);
};

export function evolveProgress(state: AwardProgress, event: YouScoutEvent): AwardProgress {
  switch (event.type) {
    case 'NominationSubmitted': {
      const { nominationId, submittedByUserId: userId } = event.data;
      return {
        ...state,
        nominators: new Map(state.nominators).set(nominationId, userId),
        submitted: appended(state.submitted, userId, nominationId),
      };
    }
    case 'NominationApproved': {
      const userId = state.nominators.get(event.data.nominationId);
      return userId
        ? { ...state, approved: appended(state.approved, userId, event.data.nominationId) }
        : state;
    }
    case 'NominationVoteCast':
      return {
        ...state,
        votes: withMember(state.votes, event.data.nominationId, event.data.voteId, true),
      };
    case 'NominationVotesVoided': {
      const counted = new Set(state.votes.get(event.data.nominationId));
      for (const voteId of event.data.voteIds) counted.delete(voteId);
      return { ...state, votes: new Map(state.votes).set(event.data.nominationId, counted) };
    }
    case 'ScoutCommentPosted': {
      const { commentId, userId, status } = event.data;
      return {
        ...state,
        commentAuthors: new Map(state.commentAuthors).set(commentId, userId),
        kept: withMember(state.kept, userId, commentId, status === 'shown'),
      };
    }
    case 'ScoutCommentHidden':
    case 'ScoutCommentRestored': {
      const userId = state.commentAuthors.get(event.data.commentId);
      if (!userId) return state;
      const shown = event.type === 'ScoutCommentRestored';
      return { ...state, kept: withMember(state.kept, userId, event.data.commentId, shown) };
    }
    case 'ScoutBadgeCreated':
    case 'ScoutBadgeUpdated':
    case 'ScoutBadgeRetired':
      return { ...state, catalogue: evolveCatalogue(state.catalogue, event) };
    case 'ScoutBadgeAwarded':
      return {
        ...state,
        awarded: new Set(state.awarded).add(awardKey(event.data.userId, event.data.badgeId)),
      };
    default:
      return state;
  }
}

/** The users an event may have brought to a badge; a catalogue change concerns everyone. */
export function touchedBy(
  event: YouScoutEvent,
  progress: AwardProgress,
): readonly string[] | 'all' {
  switch (event.type) {
    case 'NominationSubmitted':
      return [event.data.submittedByUserId];
    case 'NominationApproved':
    case 'NominationVoteCast': {
      const userId = progress.nominators.get(event.data.nominationId);
      return userId ? [userId] : [];
    }
    case 'ScoutCommentPosted':
      return [event.data.userId];
    case 'ScoutCommentRestored': {
      const userId = progress.commentAuthors.get(event.data.commentId);
      return userId ? [userId] : [];
    }
    case 'ScoutBadgeCreated':
    case 'ScoutBadgeUpdated':
      return 'all';
    default:
      return [];
  }
}

/** What met a rule for this user: the nomination or comment that did, or undefined. */
function metBy(progress: AwardProgress, userId: string, rule: BadgeRule): string | undefined {
  const approved = progress.approved.get(userId) ?? [];
  switch (rule) {
    case 'first-nomination':
      return progress.submitted.get(userId)?.[0];
    case 'first-approved-nomination':
      return approved[0];
    case 'three-approved-nominations':
      return approved[APPROVALS_FOR_BADGE - 1];
    case 'nomination-25-votes':
    case 'nomination-100-votes':
      return (progress.submitted.get(userId) ?? []).find(
        (nominationId) => (progress.votes.get(nominationId)?.size ?? 0) >= VOTE_MILESTONES[rule],
      );
    case 'ten-comments-kept': {
      const kept = [...(progress.kept.get(userId) ?? [])];
      return kept.length >= KEPT_COMMENTS_FOR_BADGE ? kept.at(-1) : undefined;
    }
    default: {
      const never: never = rule;
      return never;
    }
  }
}

const everyone = (progress: AwardProgress): string[] => [
  ...new Set([...progress.submitted.keys(), ...progress.kept.keys()]),
];

/**
 * The awards due: for each rule with a badge in the catalogue, each of these users (all when
 * absent) who meets it and has not had that badge yet. Awarding again what is awarded yields
 * nothing; the award's time is the triggering event's, so a replay decides the same.
 */
export function awardsDue(
  progress: AwardProgress,
  at: string,
  users: readonly string[] | 'all' = 'all',
): YouScoutEventOf<'ScoutBadgeAwarded'>[] {
  const due: YouScoutEventOf<'ScoutBadgeAwarded'>[] = [];
  const candidates = users === 'all' ? everyone(progress) : [...new Set(users)];
  for (const badge of progress.catalogue.values()) {
    if (!badge.rule || badge.retired) continue;
    if (badgeForRule(progress.catalogue, badge.rule)?.id !== badge.id) continue;
    for (const userId of candidates) {
      if (progress.awarded.has(awardKey(userId, badge.id))) continue;
      const cause = metBy(progress, userId, badge.rule);
      if (cause === undefined) continue;
      due.push({
        type: 'ScoutBadgeAwarded',
        data: {
          userId,
          badgeId: badge.id,
          rule: badge.rule,
          cause,
          awardedBy: null,
          reason: null,
          awardedAt: at,
        },
      });
    }
  }
  return due;
}

export type AwardBadge = {
  type: 'AwardBadge';
  userId: string;
  badgeId: string;
  /** The staff member. */
  by: string;
  reason: string | null;
  now: Date;
};

/** Staff give a badge by hand (any badge in the catalogue, once per user). */
export function decideAwardBadge(
  command: AwardBadge,
  catalogue: Catalogue,
  alreadyAwarded: boolean,
): [YouScoutEventOf<'ScoutBadgeAwarded'>] {
  const badge = movableBadge(catalogue, command.badgeId, 'award');
  if (alreadyAwarded) throw new BadgeAlreadyAwarded();
  return [
    {
      type: 'ScoutBadgeAwarded',
      data: {
        userId: command.userId,
        badgeId: badge.id,
        rule: null,
        cause: null,
        awardedBy: command.by,
        reason: command.reason?.trim() || null,
        awardedAt: command.now.toISOString(),
      },
    },
  ];
}
