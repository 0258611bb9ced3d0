import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { BADGE_RULES } from '../../../../services/src/youscout/constants';
import type { YouScoutEvent } from '../../../../services/src/youscout/events';
import { decideSubmit } from '../../../../services/src/youscout/nominations/decide';
import { initialNomination } from '../../../../services/src/youscout/nominations/nomination';
import { now, sealedAs, submitCommand } from '../../../../services/src/youscout/youscout.testing';
import { readModelDatabase } from '../../testing';
import { youScoutAwardsProjector } from './projector';

const db = readModelDatabase();
const iso = now.toISOString();
const athleteId = randomUUID();

/** Each spec's own ids, so specs never meet in the shared tables (the catalogue is per spec). */
function world() {
  const id = (name: string) => `${name}-${randomUUID()}`;
  let position = 0n;
  const recorded = (event: YouScoutEvent): RecordedEvent => {
    position += 1n;
    return {
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: '' },
      streamName: 'any',
      revision: 0,
      position: { commit: position, prepare: 0n },
      recordedAt: new Date(),
    };
  };
  return { id, recorded };
}

const badgeCreated = (
  id: (name: string) => string,
  rule: (typeof BADGE_RULES)[number],
): YouScoutEvent => ({
  type: 'ScoutBadgeCreated',
  data: {
    badgeId: id(rule),
    name: rule,
    description: rule,
    icon: 'star',
    requirements: rule,
    rule,
    by: 'staff',
    createdAt: iso,
  },
});
const submitted = (nominationId: string, userId: string): YouScoutEvent =>
  decideSubmit(submitCommand({ nominationId, nominatorId: userId }), initialNomination)[0];
const approved = (nominationId: string): YouScoutEvent => ({
  type: 'NominationApproved',
  data: { nominationId, by: 'staff', approvedAt: iso },
});
const votes = (nominationId: string, count: number): YouScoutEvent[] =>
  Array.from({ length: count }, () => ({
    type: 'NominationVoteCast',
    data: {
      nominationId,
      voteId: randomUUID(),
      voterKey: randomUUID(),
      userId: null,
      accountCreatedAt: null,
      castAt: iso,
    },
  }));
const comment = (commentId: string, userId: string): YouScoutEvent => ({
  type: 'ScoutCommentPosted',
  data: {
    commentId,
    nominationId: 'n',
    userId,
    authorName: 'x',
    comment: sealedAs(athleteId, 'Nice!'),
    status: 'shown',
    heldFor: [],
    postedAt: iso,
  },
});

/**
 * Runs the process over a log as the API does: the projector after each event, then each award
 * it found due appended (unless its stream exists: the store's 'no_stream') and applied in turn.
 * Answers the awards appended, as `user:rule`.
 */
async function runProcess(
  log: readonly RecordedEvent[],
  streams: Set<string>,
  recorded: (event: YouScoutEvent) => RecordedEvent,
): Promise<string[]> {
  const appended: string[] = [];
  for (const event of log) {
    await db.knex.transaction((trx) => youScoutAwardsProjector.apply(trx, event));
    const due = await db.knex('youscout_award_grants').where({ status: 'due' });
    for (const row of due as { user_id: string; badge_id: string; award: unknown }[]) {
      const stream = `userbadge-${row.user_id}-${row.badge_id}`;
      if (streams.has(stream)) continue;
      streams.add(stream);
      const award = row.award as { rule: string };
      appended.push(`${row.user_id}:${award.rule}`);
      const event = recorded({ type: 'ScoutBadgeAwarded', data: row.award } as YouScoutEvent);
      await db.knex.transaction((trx) => youScoutAwardsProjector.apply(trx, event));
    }
  }
  return appended.sort();
}

/** Applies events as the runner does without a batch path: one event, one transaction. */
async function applyOneByOne(events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events)
    await db.knex.transaction((trx) => youScoutAwardsProjector.apply(trx, event));
}

/** The statements the batch path sends for `run`, in one transaction (its begin and commit too). */
async function statementsOfBatch(run: readonly RecordedEvent[]): Promise<number> {
  let statements = 0;
  const count = () => {
    statements += 1;
  };
  db.knex.on('query', count);
  try {
    await db.knex.transaction((trx) => youScoutAwardsProjector.applyBatch?.(trx, run));
  } finally {
    db.knex.off('query', count);
  }
  return statements;
}

const clear = () =>
  db.knex.transaction(async (trx) => {
    for (const table of youScoutAwardsProjector.tables) await trx(table).delete();
  });

describe('the awarding process over its tables', () => {
  it('awards each rule at its mark once, and a rebuild (tables emptied, the log with its awards read again) awards nothing', async () => {
    await clear();
    const { id, recorded } = world();
    const [u1, u2, n1, n2] = [id('u1'), id('u2'), id('n1'), id('n2')];
    const catalogue = BADGE_RULES.map((rule) => badgeCreated(id, rule));
    const history = [
      ...catalogue,
      submitted(n1, u1),
      approved(n1),
      ...votes(n1, 26),
      submitted(n2, u2),
      ...Array.from({ length: 10 }, (_, i) => comment(id(`c${i}`), u2)),
    ].map(recorded);
    const streams = new Set<string>();
    expect(await runProcess(history, streams, recorded)).toEqual(
      [
        `${u1}:first-approved-nomination`,
        `${u1}:first-nomination`,
        `${u1}:nomination-25-votes`,
        `${u2}:first-nomination`,
        `${u2}:ten-comments-kept`,
      ].sort(),
    );
    const awards = await db.knex('youscout_award_grants').select('user_id', 'badge_id', 'award');
    const awardEvents = awards.map((row) =>
      recorded({ type: 'ScoutBadgeAwarded', data: row.award } as YouScoutEvent),
    );

    // A rebuild whose awards come after the events that earned them: the store refuses them.
    await clear();
    expect(await runProcess([...history, ...awardEvents], streams, recorded)).toEqual([]);
    expect(await db.knex('youscout_award_grants').where({ status: 'due' })).toEqual([]);
  });

  it('judges the marks on counted votes and kept comments: voided votes and a hidden comment leave the count', async () => {
    await clear();
    const { id, recorded } = world();
    const [u1, n1] = [id('u1'), id('n1')];
    const badge = (rule: (typeof BADGE_RULES)[number]) => badgeCreated(id, rule);
    const cast = votes(n1, 26);
    const voided: YouScoutEvent = {
      type: 'NominationVotesVoided',
      data: {
        nominationId: n1,
        voteIds: cast.slice(0, 2).map((e) => (e.data as { voteId: string }).voteId),
        from: iso,
        to: iso,
        by: 'staff',
        reason: 'burst',
        voidedAt: iso,
      },
    };
    const commentIds = Array.from({ length: 10 }, (_, i) => id(`c${i}`));
    const comments = commentIds.map((commentId) => comment(commentId, u1));
    const hidden: YouScoutEvent = {
      type: 'ScoutCommentHidden',
      data: {
        commentId: commentIds[0] as string,
        nominationId: 'n',
        by: 'staff',
        reason: 'rude',
        from: 'shown',
        hiddenAt: iso,
      },
    };
    const log = [
      submitted(n1, u1),
      ...cast.slice(0, 24),
      voided,
      ...cast.slice(24),
      ...comments.slice(0, 9),
      hidden,
      ...comments.slice(9),
      badge('nomination-25-votes'),
      badge('ten-comments-kept'),
    ].map(recorded);
    expect(await runProcess(log, new Set(), recorded)).toEqual([]);
    // Two more votes reach 25 counted; the hidden comment restored makes ten kept.
    const more = [
      ...votes(n1, 2),
      {
        type: 'ScoutCommentRestored',
        data: { ...hidden.data, reason: 'fine', from: 'hidden', restoredAt: iso },
      } as YouScoutEvent,
    ].map(recorded);
    expect(await runProcess(more, new Set(), recorded)).toEqual(
      [`${u1}:nomination-25-votes`, `${u1}:ten-comments-kept`].sort(),
    );
  });
});

describe('a batch of votes', () => {
  /** Every row of the process's tables, in a stable order. */
  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of youScoutAwardsProjector.tables)
      tables[table] = await db.knex(table).select().orderByRaw('1, 2');
    return tables;
  };

  it('builds the rows and the awards due that one vote at a time builds, marks reached inside the batch or not', async () => {
    await clear();
    const { id, recorded } = world();
    const [u1, u2, n1, n2, n3] = [id('u1'), id('u2'), id('n1'), id('n2'), id('n3')];
    const catalogue = BADGE_RULES.map((rule) => badgeCreated(id, rule));
    const many = votes(n2, 110);
    // The three nominations' votes interleaved, a void in the middle.
    const interleaved = many.flatMap((vote, i) => [
      vote,
      ...(i < 30 ? votes(n1, 1) : []),
      ...(i % 10 === 0 ? votes(n3, 1) : []),
    ]);
    const voided: YouScoutEvent = {
      type: 'NominationVotesVoided',
      data: {
        nominationId: n2,
        voteIds: many.slice(0, 3).map((e) => (e.data as { voteId: string }).voteId),
        from: iso,
        to: iso,
        by: 'staff',
        reason: 'burst',
        voidedAt: iso,
      },
    };
    const log = [
      ...catalogue,
      submitted(n1, u1),
      approved(n1),
      submitted(n2, u2),
      submitted(n3, u2),
      ...interleaved.slice(0, 60),
      voided,
      ...interleaved.slice(60),
    ].map(recorded);

    await applyOneByOne(log);
    const oneAtATime = await snapshot();
    expect(oneAtATime.youscout_award_grants?.length).toBeGreaterThan(0);

    await clear();
    const applyBatch = youScoutAwardsProjector.applyBatch;
    if (!applyBatch) throw new Error('the process has no batch path');
    for (let from = 0; from < log.length; from += 9)
      await db.knex.transaction((trx) => applyBatch(trx, log.slice(from, from + 9)));
    expect(await snapshot()).toEqual(oneAtATime);
  });

  it('takes a run that reaches a mark one vote alone, the votes around it set-based', async () => {
    await clear();
    const { id, recorded } = world();
    const [u1, n1] = [id('u1'), id('n1')];
    const catalogue = BADGE_RULES.map((rule) => badgeCreated(id, rule));
    await applyOneByOne(
      [...catalogue, submitted(n1, u1), approved(n1), ...votes(n1, 20)].map(recorded),
    );
    const run = votes(n1, 50).map(recorded);

    const statements = await statementsOfBatch(run);
    // One vote at a time, 50 votes were over 100 statements; now the read, the four votes
    // before the 25th, the 25th through apply, and the 45 after it.
    expect(statements).toBeLessThanOrEqual(15);
    const [row] = await db.knex('youscout_award_nominations').where({ nomination_id: n1 });
    expect(row?.votes).toBe(70);
    const grants = await db.knex('youscout_award_grants').where({ user_id: u1 });
    expect(
      grants.filter((grant) => String(grant.badge_id).startsWith('nomination-25-votes-')),
    ).toHaveLength(1);
  });

  it('counts a run that can reach no mark in two statements, however long', async () => {
    await clear();
    const { id, recorded } = world();
    const [u1, n1] = [id('u1'), id('n1')];
    await applyOneByOne([submitted(n1, u1), ...votes(n1, 30)].map(recorded));
    const run = votes(n1, 50).map(recorded);

    const statements = await statementsOfBatch(run);
    // The transaction's begin and commit, the count read, the one count update.
    expect(statements).toBeLessThanOrEqual(4);
    const [row] = await db.knex('youscout_award_nominations').where({ nomination_id: n1 });
    expect(row?.votes).toBe(80);
  });
});
