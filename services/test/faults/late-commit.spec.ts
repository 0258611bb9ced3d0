import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { projectors } from '../../../projections/src';
import { positionOf } from '../../../projections/src/runner/checkpoints';
import { ProjectionRunner } from '../../../projections/src/runner/runner';
import { catchUpEvery } from '../../../projections/src/transports/transport';
import { eventCatalogue } from '../../src/composition/event-catalogue';
import { systemMetadata } from '../../src/core/context';
import { createKnex } from '../../src/core/database';
import {
  comparePositions,
  type EventMetadata,
  formatPosition,
  type GlobalPosition,
} from '../../src/core/event-store/event-store';
import { PostgresEventStore } from '../../src/core/event-store/postgres-event-store';
import { prepareSite, scratchDatabase } from './support/databases';
import { privatePostgres, skipReason, waitUntil } from './support/processes';

/**
 * Issue 7, item 2 (DESIGN §3's late-commit case). One append transaction, made by a client of
 * its own with the store's own `es_append` inside BEGIN, stays open FAULT_HOLD_MS (30 s by
 * default) while 1,000 later events commit and the projectors keep polling. No projector may
 * pass the open event (a reader that did would never see it), and once it commits all 1,001
 * are applied. It runs on a PostgreSQL cluster of its own, so that nothing else on the shared
 * server (a test that counts transactions, a vacuum it holds back) feels the 30 s transaction.
 */
const reason = skipReason({ cluster: true });
const HOLD_MS = Number(process.env.FAULT_HOLD_MS ?? 30_000);
const LATER = 1_000;

const meta = (): EventMetadata => systemMetadata('fault-suite');

const vote = (prospectId: string, voterKey: string) => ({
  id: randomUUID(),
  type: 'VoteCast',
  data: {
    prospectId,
    prospectName: 'Late Commit',
    voterKey,
    userId: null,
    castAt: new Date().toISOString(),
  },
  metadata: meta(),
});

describe.skipIf(reason)('an append transaction held open while later ones commit (item 2)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it(
    `no projector passes it for ${HOLD_MS / 1000} s; all 1,001 are applied once it commits`,
    async () => {
      const cluster = await privatePostgres();
      cleanup.push(() => cluster.drop());
      const db = await scratchDatabase(cluster.url);
      cleanup.push(() => db.drop());
      await prepareSite(db.url);
      const knex: Knex = createKnex(db.url, 12);
      cleanup.push(() => knex.destroy());
      const store = new PostgresEventStore(knex, eventCatalogue);
      const runner = new ProjectionRunner(knex, store, projectors, { sessionLocks: true });
      await runner.register();
      // The projectors poll as the in-process transport does, but ten times as often.
      const stopPolling = catchUpEvery(runner, 100);
      cleanup.push(async () => stopPolling());

      const prospectId = randomUUID();
      await store.append(
        `prospect-${prospectId}`,
        [
          {
            type: 'ProspectAdded',
            data: {
              prospectId,
              firstName: 'Late',
              lastName: 'Commit',
              school: 'Jesuit High School',
              teamName: '',
              positionPrimary: 'SS',
              positionSecondary: '',
              battingThrowingHand: 'R/R',
              gradYear: 2028,
              nolaEvaluated: false,
              addedAt: new Date().toISOString(),
            },
            metadata: meta(),
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      const votesApplied = async () =>
        Number((await knex('prospect_votes').count<{ n: string }[]>({ n: '*' }))[0]?.n ?? 0);
      await waitUntil('the prospect to be projected', async () =>
        Boolean(await knex('baseball_prospects').where({ id: prospectId }).first()),
      );

      // ── The slow append: the store's own function, inside a transaction left open ──
      const slow = new pg.Client({ connectionString: db.url });
      await slow.connect();
      cleanup.push(() => slow.end());
      await slow.query('begin');
      const held = await slow.query<{
        outcome: string;
        last_transaction_id: string;
        last_position: string;
      }>('select * from es_append($1, $2, $3::jsonb)', [
        `vote-${prospectId}-held`,
        'no_stream',
        JSON.stringify([vote(prospectId, 'held')]),
      ]);
      const heldRow = held.rows[0];
      expect(heldRow?.outcome).toBe('appended');
      const heldAt: GlobalPosition = {
        commit: BigInt(heldRow?.last_transaction_id ?? 0),
        prepare: BigInt(heldRow?.last_position ?? 0),
      };
      const heldSince = performance.now();

      // ── 1,000 later appends commit meanwhile, eight at a time ──
      let next = 0;
      let lastLater: GlobalPosition | undefined;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < LATER) {
            const i = next++;
            const { position } = await store.append(
              `vote-${prospectId}-later-${i}`,
              [vote(prospectId, `later-${i}`)],
              { expectedRevision: 'no_stream' },
            );
            if (!lastLater || comparePositions(position, lastLater) > 0) lastLater = position;
          }
        }),
      );
      const committedIn = performance.now() - heldSince;
      expect(lastLater && comparePositions(lastLater, heldAt)).toBe(1);

      // ── While it stays open: sample every projector's checkpoint and what a reader sees ──
      let samples = 0;
      let passed = 0;
      let maxApplied = 0;
      let highest: GlobalPosition = { commit: 0n, prepare: 0n };
      while (performance.now() - heldSince < HOLD_MS) {
        for (const row of await knex('projection_checkpoints').select()) {
          const at = positionOf(row);
          if (comparePositions(at, highest) > 0) highest = at;
          if (comparePositions(at, heldAt) >= 0) passed++;
        }
        // A reader polling from the start finds nothing at or past the open append.
        const seen = await store.readAll({ after: { commit: 0n, prepare: 0n }, limit: 10_000 });
        if (seen.some((e) => comparePositions(e.position, heldAt) >= 0)) passed++;
        maxApplied = Math.max(maxApplied, await votesApplied());
        samples++;
        await sleep(200);
      }
      const heldFor = performance.now() - heldSince;

      await slow.query('commit');
      const committedAt = performance.now();
      await waitUntil(
        'all 1,001 votes to be applied',
        async () => (await votesApplied()) === LATER + 1,
        60_000,
        20,
      );
      const appliedIn = performance.now() - committedAt;
      const board = await knex('baseball_prospects')
        .where({ id: prospectId })
        .first<{ community_votes: number }>();
      const heldVote = await knex('prospect_votes').where({ voter_key: 'held' }).first();

      console.log(
        `item 2: append held open ${(heldFor / 1000).toFixed(1)} s at ${formatPosition(heldAt)}; ${LATER} later events committed in ${(committedIn / 1000).toFixed(1)} s (last at ${lastLater ? formatPosition(lastLater) : '?'})`,
      );
      console.log(
        `item 2: ${samples} samples of ${projectors.length} checkpoints and a reader while open: ${passed} passed the open append; highest checkpoint ${formatPosition(highest)}; votes applied meanwhile ${maxApplied}`,
      );
      console.log(
        `item 2: after its commit all ${LATER + 1} votes applied in ${appliedIn.toFixed(0)} ms; board shows ${board?.community_votes}`,
      );

      expect(samples).toBeGreaterThan(10);
      expect(passed).toBe(0);
      expect(maxApplied).toBe(0);
      expect(board?.community_votes).toBe(LATER + 1);
      expect(heldVote).toBeTruthy();
      const status = await runner.status();
      for (const s of status) expect([s.name, s.state, s.lag]).toEqual([s.name, 'running', 0]);
    },
    HOLD_MS + 180_000,
  );
});
