import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { projectors } from '../../../projections/src';
import { ProjectionRunner } from '../../../projections/src/runner/runner';
import { generateEvents } from '../../../scripts/faults/generate-events';
import { eventCatalogue } from '../../src/composition/event-catalogue';
import { createKnex } from '../../src/core/database';
import { START } from '../../src/core/event-store/event-store';
import { PostgresEventStore } from '../../src/core/event-store/postgres-event-store';
import {
  holdProjectorLock,
  prepareSite,
  READ_TABLES,
  type ScratchDatabase,
  scratchDatabase,
  tableHashes,
} from './support/databases';
import { sampleContinuously } from './support/invariants';
import { scratchDir, skipReason, spawnScript, waitUntil } from './support/processes';

/**
 * Issue 7, item 1. 100,000 realistic events on a scratch database A, and B a copy of it.
 * `scripts/projections.ts rebuild` of every read model runs on A as a process of its own and
 * is killed with SIGKILL at 20 random points of its progress (each time started again for the
 * models not yet swapped in; a stopped rebuild resumes from its shadow checkpoint), while a
 * clean, uninterrupted `rebuild --all` runs on B. Every kill is a SIGKILL of a live rebuild
 * mid-way (the test holds back the largest model's swap until the last kill, so the rebuild
 * cannot finish first), and exactly FAULT_KILLS are made. Meanwhile every read model's rows
 * are compared with the events at or below its checkpoint, live tables and shadow tables
 * alike: never a checkpoint ahead of its data. Afterwards each read table's row hash on A
 * equals B's. (A worker killed in the middle of live batches is item 3's.)
 */
const reason = skipReason();
const EVENTS = Number(process.env.FAULT_EVENTS ?? 100_000);
const KILLS = Number(process.env.FAULT_KILLS ?? 20);

/** n random points in (low, high), ascending. */
const randomPoints = (n: number, low: number, high: number) =>
  Array.from({ length: n }, () => low + Math.random() * (high - low)).sort((x, y) => x - y);

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

describe.skipIf(reason)('projections killed with SIGKILL at 20 random points (item 1)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('lose nothing, double nothing, and never let a checkpoint run ahead of its data', async () => {
    const server = String(process.env.DATABASE_URL);
    const started = performance.now();
    const dataDir = scratchDir('nola-faults-');
    cleanup.push(async () => dataDir.remove());

    // ── The log: EVENTS events on database A, and B a copy of it for the clean rebuild ──
    const a: ScratchDatabase = await scratchDatabase(server);
    cleanup.push(() => a.drop());
    await prepareSite(a.url);
    let knexA: Knex = createKnex(a.url, 4);
    const generated = await generateEvents(knexA, { total: EVENTS });
    await knexA.destroy();
    const b = await scratchDatabase(server, a.name);
    cleanup.push(() => b.drop());
    console.log(
      `item 1: ${generated.total} events generated in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(generated)}`,
    );
    expect(generated.total).toBe(EVENTS);

    // One connection more than the test's queries need: it holds a lock (see swapLock).
    knexA = createKnex(a.url, 5);
    cleanup.push(() => knexA.destroy());
    const storeA = new PostgresEventStore(knexA, eventCatalogue);
    const statusRunner = new ProjectionRunner(knexA, storeA, projectors, { sessionLocks: true });
    const envA = { DATABASE_URL: a.url, DATA_DIR: dataDir.dir };

    // ── The clean rebuild on B runs meanwhile, untouched ──
    const referenceStarted = performance.now();
    const reference = spawnScript('scripts/projections.ts', ['rebuild', '--all'], {
      DATABASE_URL: b.url,
      DATA_DIR: dataDir.dir,
    });
    cleanup.push(() => reference.kill());
    const referenceDone = reference.exited.then((code) => ({
      code,
      seconds: (performance.now() - referenceStarted) / 1000,
    }));

    const sampler = sampleContinuously(knexA);
    let samplerStopped = false;
    cleanup.push(async () => {
      if (!samplerStopped) await sampler.stop().catch(() => {});
    });

    // ── Rebuild every model (shadow tables, then swap), killed at KILLS random points ──
    const weights = new Map<string, number>();
    for (const p of projectors) weights.set(p.name, await storeA.countAfter(START, p.handles));
    const totalWork = [...weights.values()].reduce((x, y) => x + y, 0);
    const since = (await knexA.raw<{ rows: { now: Date }[] }>('select now()')).rows[0]?.now;
    type Row = {
      name: string;
      rebuild_started_at: Date | null;
      rebuild_events: string | null;
      updated_at: Date;
    };
    const rows = async () => knexA<Row>('projection_checkpoints').select();
    // Swapped in: its start mark cleared by a swap that happened during this test.
    const swapped = (row: Row) =>
      row.rebuild_started_at === null && since !== undefined && row.updated_at > since;
    const progress = async () => {
      let done = 0;
      for (const row of await rows()) {
        if (swapped(row)) done += weights.get(row.name) ?? 0;
        else if (row.rebuild_started_at) done += Number(row.rebuild_events ?? 0);
      }
      return done / totalWork;
    };
    const remaining = async () => {
      const byName = new Map((await rows()).map((row) => [row.name, row]));
      return projectors
        .map((p) => p.name)
        .filter((name) => {
          const row = byName.get(name);
          return !row || !swapped(row);
        });
    };

    const targets = randomPoints(KILLS, 0.02, 0.97);
    const kills: string[] = [];
    let staleMarkersHidden = 0;
    let refusedSecondRebuild = false;
    let resumed = 0;
    // The rebuild must not finish before the last kill point: it used to, now and then (a CI
    // run counted 19 kills of 20). A child can rebuild the rest of the log between two looks at
    // its progress, or while the test waits for something else, and the loop then ended with
    // kill points unreached. So the test holds the largest model's projector lock, which a swap
    // takes first: that model cannot be swapped in, nor its rebuild end, until every kill is
    // made. The other models swap in at their own pace, so kills still land between swaps.
    const largest = [...weights].sort((x, y) => y[1] - x[1])[0]?.[0] as string;
    const swapLock = await holdProjectorLock(knexA, largest);
    cleanup.push(() => swapLock.release());
    const rebuildStarted = performance.now();
    const startRebuild = async () =>
      // Steps of 250 events: the kills land at points spread over the whole rebuild, not at
      // the few boundaries of its default 10,000-event steps (a rebuild of all models in one
      // pass takes its 100,000 events in seconds).
      spawnScript(
        'scripts/projections.ts',
        ['rebuild', ...(await remaining()), '--batch-size', '250'],
        envA,
        {
          label: 'rebuild',
        },
      );
    let rebuild = await startRebuild();
    cleanup.push(() => rebuild.kill());
    let progressAtSpawn = 0;
    for (;;) {
      if (rebuild.process.exitCode !== null) {
        expect(rebuild.process.exitCode, rebuild.output()).toBe(0);
        resumed += (rebuild.output().match(/resuming a stopped rebuild/g) ?? []).length;
        break;
      }
      const done = await progress();
      // Once, while prospects (the longest) is under way: a second rebuild of it is refused.
      if (!refusedSecondRebuild) {
        const row = (await rows()).find((r) => r.name === 'prospects');
        const events = Number(row?.rebuild_events ?? 0);
        // The running child must hold prospects' rebuild lock already: right after a restart
        // the mark and count in its row are the killed child's, and a second rebuild spawned
        // then raced the new child for the lock. Once (a CI run) it won: it rebuilt prospects
        // and waited at the swap this test holds, and the new child was the one refused.
        if (
          row?.rebuild_started_at &&
          events > 0 &&
          events < (weights.get('prospects') ?? 0) / 2 &&
          (await statusRunner.lockedForRebuild()).has('prospects')
        ) {
          const second = spawnScript('scripts/projections.ts', ['rebuild', 'prospects'], envA);
          cleanup.push(() => second.kill());
          // Refused at once. One that is not refused rebuilds and then waits at the swap for
          // the lock this test holds: fail with that rather than wait for it forever.
          await waitUntil(
            'a second rebuild of prospects to be refused (it is still running)',
            () => second.process.exitCode !== null || second.process.signalCode !== null,
          );
          const code = await second.exited;
          expect(code, second.output()).toBe(1);
          expect(second.output()).toMatch(/already being rebuilt/);
          refusedSecondRebuild = true;
        }
      }
      const target = targets[kills.length];
      if (target === undefined) {
        // Every kill made: let the last rebuild finish.
        await swapLock.release();
        await rebuild.exited;
        continue;
      }
      // A kill counts only while the child is mid-rebuild: it has rebuilt some more since it
      // was started, or it has rebuilt everything and waits for the held swap.
      const working = done > progressAtSpawn || done >= 1;
      if (done >= target && working && (await statusRunner.status()).some((s) => s.rebuild)) {
        await sleep(Math.random() * 250); // somewhere inside the next batch
        const at = await progress();
        await rebuild.kill();
        expect(rebuild.process.signalCode, 'the rebuild was alive when killed').toBe('SIGKILL');
        resumed += (rebuild.output().match(/resuming a stopped rebuild/g) ?? []).length;
        kills.push(`rebuild killed at ${pct(at)} of ${totalWork} events to rebuild`);
        await swapLock.endWaiters();
        // The dead rebuild's start mark is still in its row; once PostgreSQL has seen its
        // connection go (and its lock with it), the status must not call it running: it shows
        // it interrupted (issue 20), to resume.
        const marked = (await rows()).filter((r) => r.rebuild_started_at !== null).length;
        await waitUntil(
          'the status to show the killed rebuild interrupted, not running',
          async () => (await statusRunner.status()).every((s) => s.rebuild?.state !== 'running'),
          10_000,
          50,
        );
        staleMarkersHidden += marked;
        progressAtSpawn = await progress();
        expect(await remaining(), 'a model left to rebuild after a kill').toContain(largest);
        rebuild = await startRebuild();
        continue;
      }
      await sleep(100);
    }
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
    for (const line of kills) console.log(`item 1: ${line}`);
    const ref = await referenceDone;
    expect(ref.code, reference.output()).toBe(0);
    const knexB = createKnex(b.url, 2);
    cleanup.push(() => knexB.destroy());
    const clean = await tableHashes(knexB);
    const { samples, violations } = await sampler.stop();
    samplerStopped = true;

    const afterRebuild = await tableHashes(knexA);
    const leftovers = await knexA.raw<{ rows: { nspname: string }[] }>(
      `select nspname from pg_namespace where nspname like 'rebuild\\_%' or nspname like 'retired\\_%'`,
    );
    const status = await statusRunner.status();
    const checkpoints = async (knex: Knex) =>
      (
        await knex('projection_checkpoints')
          .select('name', 'version', 'commit_position', 'prepare_position', 'state')
          .orderBy('name')
      ).map((row) => JSON.stringify(row));

    console.log(
      `item 1: ${kills.length} kills survived; ${resumed} times a restarted rebuild resumed from its shadow checkpoint; the killed rebuild took ${rebuildSeconds.toFixed(1)} s, the clean one ${ref.seconds.toFixed(1)} s; ${staleMarkersHidden} stale rebuild marks not shown as running; a second rebuild refused: ${refusedSecondRebuild}`,
    );
    console.log(
      `item 1: ${samples} checkpoint samples (live and shadow), ${violations.length} with a checkpoint ahead of or behind its data`,
    );
    for (const table of READ_TABLES) {
      console.log(
        `item 1: ${table}: clean ${clean[table]} | after ${kills.length} kills ${afterRebuild[table]}`,
      );
    }
    console.log(
      `item 1: ${EVENTS} events checked in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    expect(kills).toHaveLength(KILLS);
    expect(refusedSecondRebuild).toBe(true);
    expect(resumed).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    expect(samples).toBeGreaterThan(50);
    expect(afterRebuild).toEqual(clean);
    expect(await checkpoints(knexA)).toEqual(await checkpoints(knexB));
    expect(leftovers.rows).toEqual([]);
    for (const s of status) {
      expect(s.state).toBe('running');
      expect(s.rebuild).toBeNull();
      expect(s.lag).toBe(0);
    }
  }, 900_000);
});
