import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateEvents } from '../../../scripts/faults/generate-events';
import { systemMetadata } from '../../../services/src/core/context';
import { type Database, openTestDatabase } from '../../../services/src/core/database';
import { EventSchemas } from '../../../services/src/core/event-store/event-schemas';
import { START } from '../../../services/src/core/event-store/event-store';
import { PostgresEventStore } from '../../../services/src/core/event-store/postgres-event-store';
import { migrateReadModels, projectors } from '../index';
import { readTablesHash } from '../testing';
import type { Projector } from './projector';
import { rebuildProjectors } from './rebuild';
import { ProjectionRunner } from './runner';

/** The tests append made-up event types: the store checks none of them. */
const anyEvents = new EventSchemas([], 'accept');

// Rebuilding several read models in one pass over the log, with the big insert-only tables
// loaded before their indexes are built.

let db: Database;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await openTestDatabase();
  store = await PostgresEventStore.open(db.knex, anyEvents);
  await migrateReadModels(db.knex);
  await generateEvents(db.knex, { total: 3_000, seed: 5 });
}, 120_000);
afterAll(() => db?.close());

const tables = projectors.flatMap((p) => p.tables);
const tablesHash = () => readTablesHash(db.knex);

/** Each read table's indexes and constraints, by name, as PostgreSQL describes them. */
async function indexes(): Promise<string[]> {
  const result = await db.knex.raw<{ rows: { line: string }[] }>(
    `select c.relname || ' ' || i.relname || ' ' || regexp_replace(pg_get_indexdef(i.oid), ' ON \\S+', ' ON')
              || coalesce(' ' || (select k.contype::text from pg_constraint k where k.conindid = i.oid), '')
              as line
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
     where c.relnamespace = 'public'::regnamespace and c.relname = any(?::text[])
     order by 1`,
    [tables],
  );
  return result.rows.map((row) => row.line);
}

/** On real PostgreSQL the insert-only shadow tables load with COPY, as the backing sets it up. */
const options = () => ({ copyLoads: db.mode === 'postgres' });

async function runner(chosen: readonly Projector[] = projectors): Promise<ProjectionRunner> {
  const r = new ProjectionRunner(db.knex, store, chosen, options());
  await r.register();
  await r.catchUpAll();
  return r;
}

/**
 * Rebuilds prospects, which the duplicate vote in the log (appended by the duplicate-index test)
 * makes build twice, and asks for its rebuild lock between the two passes, where the first one
 * catches the live model up: whether the ask was given the lock ('taken') or refused.
 */
async function askBetweenPasses(live: ProjectionRunner, ask: () => Promise<boolean>) {
  let asked: 'refused' | 'taken' | undefined;
  const catchUp = live.catchUp.bind(live);
  vi.spyOn(live, 'catchUp').mockImplementation(async (name) => {
    if (name === 'prospects' && asked === undefined) asked = (await ask()) ? 'taken' : 'refused';
    return catchUp(name);
  });
  const results = await rebuildProjectors(live, ['prospects'], { fresh: true });
  return { asked, results };
}

describe('rebuilding read models together', () => {
  it('builds in one pass what each live projector built, with the same indexes and keys', async () => {
    const live = await runner();
    const before = await tablesHash();
    const liveIndexes = await indexes();
    expect(liveIndexes.some((line) => line.startsWith('prospect_votes prospect_votes_pkey'))).toBe(
      true,
    );

    const results = await rebuildProjectors(
      live,
      projectors.map((p) => p.name),
      { fresh: true, batchSize: 400 },
    );
    for (const [name, result] of results)
      expect([name, result.status]).toEqual([name, 'fulfilled']);
    expect(await tablesHash()).toEqual(before);
    expect(await indexes()).toEqual(liveIndexes);
    expect(
      await db.knex.raw("select nspname from pg_namespace where nspname like 'rebuild_%'"),
    ).toMatchObject({ rows: [] });

    // The rebuilt tables keep refusing a voter's second vote, as the live ones did.
    const [vote] = await db.knex('prospect_votes').select('prospect_id', 'voter_key').limit(1);
    await expect(
      db.knex('prospect_votes').insert({
        id: randomUUID(),
        ...vote,
        signed_in: false,
        voted_at: new Date(),
      }),
    ).rejects.toThrow(/duplicate key/);
  }, 120_000);

  it('applies a model with few events per step in fewer, larger transactions', async () => {
    const live = await runner();
    const before = await tablesHash();
    const applied = new Map<string, number[]>();
    const results = await rebuildProjectors(
      live,
      ['prospects', 'newsletter-subscriptions'],
      { fresh: true, batchSize: 400 },
      (name, events) => applied.set(name, [...(applied.get(name) ?? []), events]),
    );
    for (const [name, result] of results)
      expect([name, result.status]).toEqual([name, 'fulfilled']);
    expect(await tablesHash()).toEqual(before);
    const total = async (types: readonly string[]) => store.countAfter(START, types);
    const [prospects, newsletter] = [
      projectors.find((p) => p.name === 'prospects'),
      projectors.find((p) => p.name === 'newsletter-subscriptions'),
    ];
    // The board's model handles most events: a transaction of at least 200 each time but the
    // last. The newsletter's few (a few dozen) go in at the end, in one.
    const boardSteps = applied.get('prospects') ?? [];
    expect(boardSteps.at(-1)).toBe(await total(prospects?.handles ?? []));
    expect(boardSteps.length).toBeGreaterThan(5);
    boardSteps.slice(0, -1).forEach((events, i) => {
      expect(events - (boardSteps[i - 1] ?? 0)).toBeGreaterThanOrEqual(200);
    });
    const newsletterEvents = await total(newsletter?.handles ?? []);
    expect(newsletterEvents).toBeGreaterThan(0);
    expect(newsletterEvents).toBeLessThan(200);
    expect(applied.get('newsletter-subscriptions')).toEqual([newsletterEvents]);
  }, 120_000);

  it('rebuilds a model again with its indexes kept when a deferred unique index finds a duplicate', async () => {
    const live = await runner();
    const [prospect] = await db.knex('baseball_prospects').select('id', 'community_votes').limit(1);
    const prospectId = String(prospect?.id);
    // One voter's two votes for one prospect, in two streams (a log written outside the
    // commands could hold them): the live model counts the first and ignores the second.
    const vote = {
      type: 'VoteCast',
      data: {
        prospectId,
        prospectName: 'Remy Fontenot',
        voterKey: 'twice',
        userId: null,
        castAt: '2026-11-01T12:00:00.000Z',
      },
      metadata: systemMetadata('test'),
    };
    for (const stream of [`vote-${prospectId}-twice`, `vote-${prospectId}-twice-again`]) {
      await store.append(stream, [vote], { expectedRevision: 'no_stream' });
    }
    await live.catchUpAll();
    const before = await tablesHash();
    const counted = await db.knex('baseball_prospects').where({ id: prospectId }).first();
    expect(counted.community_votes).toBe(Number(prospect?.community_votes) + 1);

    const results = await rebuildProjectors(live, ['prospects', 'users'], { fresh: true });
    expect(results.get('prospects')?.status).toBe('fulfilled');
    expect(results.get('users')?.status).toBe('fulfilled');
    expect(await tablesHash()).toEqual(before);
  }, 120_000);

  // Session locks exist on PostgreSQL only (PGlite has one session for every connection).
  it.skipIf(!process.env.DATABASE_URL)(
    'keeps the model it builds again locked between the two passes: another rebuild is refused',
    async () => {
      const locking = { ...options(), sessionLocks: true };
      const live = new ProjectionRunner(db.knex, store, projectors, locking);
      await live.register();
      const other = new ProjectionRunner(db.knex, store, projectors, locking);
      const { asked, results } = await askBetweenPasses(live, async () => {
        const release = await other.holdRebuildLock('prospects');
        await release?.();
        return release !== undefined;
      });
      expect(asked).toBe('refused');
      expect(results.get('prospects')?.status).toBe('fulfilled');
    },
    120_000,
  );

  // Without session locks (embedded mode's PGlite) a rebuild is known by the process's own mark.
  it('keeps the model it builds again marked between the two passes: a rebuild in this process is refused', async () => {
    const live = new ProjectionRunner(db.knex, store, projectors, options());
    await live.register();
    const { asked, results } = await askBetweenPasses(live, async () => {
      const locks = await live.holdRebuildLocks(['prospects']);
      await locks.release();
      return locks.held.has('prospects');
    });
    expect(asked).toBe('refused');
    expect(results.get('prospects')?.status).toBe('fulfilled');
    expect(live.rebuilding.size).toBe(0);
  }, 120_000);

  it('lets the other models finish when one stops on an event it cannot apply', async () => {
    await runner();
    const before = await tablesHash();
    const failing: Projector = {
      name: 'always-fails',
      version: 1,
      handles: ['VoteCast'],
      tables: [],
      async apply() {
        throw new Error('cannot apply');
      },
    };
    const chosen = [...projectors, failing];
    const withFailing = new ProjectionRunner(db.knex, store, chosen, options());
    await withFailing.register();
    const results = await rebuildProjectors(withFailing, ['always-fails', 'prospects', 'users'], {
      fresh: true,
    });
    const failed = results.get('always-fails');
    expect(failed?.status === 'rejected' && String(failed.reason)).toMatch(/cannot apply/);
    expect(results.get('prospects')?.status).toBe('fulfilled');
    expect(results.get('users')?.status).toBe('fulfilled');
    expect(await tablesHash()).toEqual(before);
  }, 120_000);
});
