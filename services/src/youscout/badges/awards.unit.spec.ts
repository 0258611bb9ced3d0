import { describe, expect, it } from 'vitest';
import { BADGE_RULES, type BadgeRule } from '../constants';
import { BadgeAlreadyAwarded, BadgeNotFound, BadgeRetired } from '../errors';
import { eventTime, userBadgeStream, type YouScoutEvent, type YouScoutEventOf } from '../events';
import { decideSubmit } from '../nominations/decide';
import { initialNomination } from '../nominations/nomination';
import { now, sealedAs, submitCommand } from '../youscout.testing';
import {
  type AwardProgress,
  awardsDue,
  decideAwardBadge,
  evolveProgress,
  initialProgress,
  touchedBy,
} from './awards';
import { decideCreateBadge, decideRetireBadge, emptyCatalogue, evolveCatalogue } from './decide';

const iso = now.toISOString();
const badgeOf = (rule: BadgeRule) => `badge-${rule}`;
/** A catalogue with a badge for every rule. */
const catalogue: YouScoutEvent[] = BADGE_RULES.map((rule) => ({
  type: 'ScoutBadgeCreated',
  data: {
    badgeId: badgeOf(rule),
    name: rule,
    description: rule,
    icon: 'star',
    requirements: rule,
    rule,
    by: 'staff',
    createdAt: iso,
  },
}));

const submitted = (nominationId: string, userId: string): YouScoutEvent =>
  decideSubmit(submitCommand({ nominationId, nominatorId: userId }), initialNomination)[0];
const approved = (nominationId: string): YouScoutEvent => ({
  type: 'NominationApproved',
  data: { nominationId, by: 'staff', approvedAt: iso },
});
const votes = (nominationId: string, count: number, from = 0): YouScoutEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    type: 'NominationVoteCast',
    data: {
      nominationId,
      voteId: `${nominationId}-v${from + i}`,
      voterKey: `k${from + i}`,
      userId: null,
      accountCreatedAt: null,
      castAt: iso,
    },
  }));
const comment = (
  commentId: string,
  userId: string,
  status: 'shown' | 'held' = 'shown',
): YouScoutEvent => ({
  type: 'ScoutCommentPosted',
  data: {
    commentId,
    nominationId: 'n',
    userId,
    authorName: 'x',
    comment: sealedAs('athlete', 'Nice!'),
    status,
    heldFor: status === 'held' ? ['profanity'] : [],
    postedAt: iso,
  },
});

const progressOf = (...events: YouScoutEvent[]): AwardProgress =>
  events.reduce(evolveProgress, initialProgress);
const rulesDue = (progress: AwardProgress, users: readonly string[] | 'all' = 'all') =>
  awardsDue(progress, iso, users).map(({ data }) => `${data.userId}:${data.rule}:${data.cause}`);

/**
 * The awarding process as the next step runs it: after each event, the awards due to the users it
 * touched, each appended to its own stream unless the stream exists ('no_stream'), then folded.
 * Returns the log with the awards where they were appended, and the awards appended (each one
 * mail).
 */
function runProcess(log: readonly YouScoutEvent[], streams: Set<string>) {
  let progress = initialProgress;
  const out: YouScoutEvent[] = [];
  const appended: YouScoutEventOf<'ScoutBadgeAwarded'>[] = [];
  for (const event of log) {
    out.push(event);
    progress = evolveProgress(progress, event);
    if (event.type === 'ScoutBadgeAwarded') continue;
    for (const award of awardsDue(progress, eventTime(event), touchedBy(event, progress))) {
      const stream = userBadgeStream(award.data.userId, award.data.badgeId);
      if (streams.has(stream)) continue; // the store refuses the second append
      streams.add(stream);
      appended.push(award);
      out.push(award);
      progress = evolveProgress(progress, award);
    }
  }
  return { log: out, appended };
}

describe('badges awarded by rules', () => {
  it('given a first nomination, then the first-nomination badge is due, once', () => {
    const progress = progressOf(...catalogue, submitted('n1', 'u1'), submitted('n2', 'u1'));
    expect(rulesDue(progress)).toEqual(['u1:first-nomination:n1']);
    const [award] = awardsDue(progress, iso);
    expect(award).toEqual({
      type: 'ScoutBadgeAwarded',
      data: {
        userId: 'u1',
        badgeId: badgeOf('first-nomination'),
        rule: 'first-nomination',
        cause: 'n1',
        awardedBy: null,
        reason: null,
        awardedAt: iso,
      },
    });
    expect(rulesDue(evolveProgress(progress, award as YouScoutEvent))).toEqual([]);
  });

  it('given approvals, then the first-approved badge at the first and the three-approved one at the third', () => {
    const base = [
      ...catalogue,
      submitted('n1', 'u1'),
      submitted('n2', 'u1'),
      submitted('n3', 'u1'),
    ];
    const awarded = awardsDue(progressOf(...base), iso);
    const approvals = (...ids: string[]) =>
      rulesDue(progressOf(...base, ...awarded, ...ids.map(approved)));
    expect(approvals('n2')).toEqual(['u1:first-approved-nomination:n2']);
    expect(approvals('n2', 'n1')).toEqual(['u1:first-approved-nomination:n2']);
    expect(approvals('n2', 'n1', 'n3')).toEqual([
      'u1:first-approved-nomination:n2',
      'u1:three-approved-nominations:n3',
    ]);
    expect(approvals('n2', 'n2', 'n1')).toEqual(['u1:first-approved-nomination:n2']);
  });

  it('given a nomination reaching 25 and then 100 counted votes, then each badge at its mark', () => {
    const base = [...catalogue, submitted('n1', 'u1')];
    const first = awardsDue(progressOf(...base), iso);
    const dueAfter = (...events: YouScoutEvent[]) =>
      rulesDue(progressOf(...base, ...first, ...events), ['u1']);
    expect(dueAfter(...votes('n1', 24))).toEqual([]);
    expect(dueAfter(...votes('n1', 25))).toEqual(['u1:nomination-25-votes:n1']);
    expect(dueAfter(...votes('n1', 100))).toEqual([
      'u1:nomination-25-votes:n1',
      'u1:nomination-100-votes:n1',
    ]);
  });

  it('given voided votes, then they leave the count the marks are judged on', () => {
    const base = [...catalogue, submitted('n1', 'u1'), ...votes('n1', 30)];
    const voided: YouScoutEvent = {
      type: 'NominationVotesVoided',
      data: {
        nominationId: 'n1',
        voteIds: ['n1-v0', 'n1-v1', 'n1-v2', 'n1-v3', 'n1-v4', 'n1-v5'],
        from: iso,
        to: iso,
        by: 'staff',
        reason: 'burst',
        voidedAt: iso,
      },
    };
    expect(rulesDue(progressOf(...base, voided), ['u1'])).toEqual(['u1:first-nomination:n1']);
  });

  it('given ten comments kept, then the badge; held and hidden comments do not count until restored', () => {
    const ten = Array.from({ length: 10 }, (_, i) => comment(`c${i}`, 'u2'));
    expect(rulesDue(progressOf(...catalogue, ...ten))).toEqual(['u2:ten-comments-kept:c9']);
    const nineAndHeld = [...ten.slice(0, 9), comment('c9', 'u2', 'held')];
    expect(rulesDue(progressOf(...catalogue, ...nineAndHeld))).toEqual([]);
    const restored: YouScoutEvent = {
      type: 'ScoutCommentRestored',
      data: {
        commentId: 'c9',
        nominationId: 'n',
        by: 'staff',
        reason: 'fine',
        from: 'held',
        restoredAt: iso,
      },
    };
    expect(rulesDue(progressOf(...catalogue, ...nineAndHeld, restored))).toEqual([
      'u2:ten-comments-kept:c9',
    ]);
    const hidden: YouScoutEvent = {
      type: 'ScoutCommentHidden',
      data: {
        commentId: 'c3',
        nominationId: 'n',
        by: 'staff',
        reason: 'rude',
        from: 'shown',
        hiddenAt: iso,
      },
    };
    expect(rulesDue(progressOf(...catalogue, ...ten, hidden))).toEqual([]);
  });

  it('awards nothing for a rule without a badge, or whose badge is retired; a badge made later is due to those who met it', () => {
    expect(rulesDue(progressOf(submitted('n1', 'u1')))).toEqual([]);
    const [firstBadge] = catalogue;
    const retired: YouScoutEvent = {
      type: 'ScoutBadgeRetired',
      data: { badgeId: badgeOf('first-nomination'), by: 'staff', retiredAt: iso },
    };
    expect(
      rulesDue(progressOf(firstBadge as YouScoutEvent, retired, submitted('n1', 'u1'))),
    ).toEqual([]);
    const later = progressOf(
      submitted('n1', 'u1'),
      submitted('n2', 'u3'),
      firstBadge as YouScoutEvent,
    );
    expect(touchedBy(firstBadge as YouScoutEvent, later)).toBe('all');
    expect(rulesDue(later)).toEqual(['u1:first-nomination:n1', 'u3:first-nomination:n2']);
  });

  it('is replay-safe: a rebuild over the log with its awards appends nothing and mails nobody again', () => {
    const history: YouScoutEvent[] = [
      ...catalogue,
      submitted('n1', 'u1'),
      approved('n1'),
      ...votes('n1', 26),
      submitted('n2', 'u2'),
      ...Array.from({ length: 10 }, (_, i) => comment(`c${i}`, 'u2')),
    ];
    const streams = new Set<string>();
    const first = runProcess(history, streams);
    expect(first.appended.map(({ data }) => `${data.userId}:${data.rule}`).sort()).toEqual([
      'u1:first-approved-nomination',
      'u1:first-nomination',
      'u1:nomination-25-votes',
      'u2:first-nomination',
      'u2:ten-comments-kept',
    ]);
    // A rebuild reads the same log, awards included, and the stores' streams exist.
    expect(runProcess(first.log, streams).appended).toEqual([]);
    // A rebuild whose awards come later in the log than the events that earned them: the store still refuses.
    const awardsLast = [...history, ...first.appended];
    expect(runProcess(awardsLast, streams).appended).toEqual([]);
  });
});

describe('badges given by staff', () => {
  const catalogueWith = (...events: YouScoutEvent[]) =>
    events.reduce(evolveCatalogue, emptyCatalogue);
  const made = decideCreateBadge(
    {
      type: 'CreateBadge',
      badgeId: 'b1',
      fields: {
        name: 'MVP Scout',
        description: 'd',
        icon: 'trophy',
        requirements: 'r',
        rule: null,
      },
      by: 'staff',
      now,
    },
    emptyCatalogue,
  );
  const award = (badgeId = 'b1') => ({
    type: 'AwardBadge' as const,
    userId: 'u1',
    badgeId,
    by: 'staff',
    reason: ' Great season ',
    now,
  });

  it('given a badge, then ScoutBadgeAwarded names the staff member and the reason', () => {
    expect(decideAwardBadge(award(), catalogueWith(...made), false)).toEqual([
      {
        type: 'ScoutBadgeAwarded',
        data: {
          userId: 'u1',
          badgeId: 'b1',
          rule: null,
          cause: null,
          awardedBy: 'staff',
          reason: 'Great season',
          awardedAt: iso,
        },
      },
    ]);
  });

  it('refuses a badge the user has, an unknown badge and a retired one', () => {
    const catalogue = catalogueWith(...made);
    expect(() => decideAwardBadge(award(), catalogue, true)).toThrow(BadgeAlreadyAwarded);
    expect(() => decideAwardBadge(award('nope'), catalogue, false)).toThrow(BadgeNotFound);
    const retired = catalogueWith(
      ...made,
      ...decideRetireBadge({ type: 'RetireBadge', badgeId: 'b1', by: 'staff', now }, catalogue),
    );
    expect(() => decideAwardBadge(award(), retired, false)).toThrow(BadgeRetired);
  });
});
