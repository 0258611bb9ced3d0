import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from '../composition/server';
import { loadConfig } from '../core/config';
import { type Database, openTestDatabase } from '../core/database';
import type { EventStore } from '../core/event-store/event-store';
import { type Agent, adminAgent } from '../testing/agents';
import type { TestServer } from '../testing/test-server';
import { loadBoard } from './commands';
import { BOARD_STREAM, RANK_EVENT_TYPES } from './events';

// An add, edit or removal appends to the prospect's stream and then to the board's. Here the
// process "dies" between the two (the board append fails, as a kill there would leave it), and
// the next start must finish the change: the prospect ranked as asked, exactly once.

let database: Database;
let dataDir: string;
let server: RunningServer | undefined;

async function start(): Promise<{ server: RunningServer; admin: Agent }> {
  await server?.stop();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: '0',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  server = await startServer(config, {
    port: 0,
    database,
    redisPrefix: `test-${randomBytes(4).toString('hex')}`,
    runWorker: true,
  });
  return { server, admin: await adminAgent({ ...server, close: async () => {} } as TestServer) };
}

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'nola-crash-'));
});
afterAll(async () => {
  await server?.stop();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Until restored: every append to the board stream fails, as if the process died there. */
function dieBeforeTheBoard(store: EventStore) {
  const append = store.append.bind(store);
  return vi
    .spyOn(store, 'append')
    .mockImplementation((stream, events, options) =>
      stream === BOARD_STREAM
        ? Promise.reject(new Error('killed between the two appends'))
        : append(stream, events, options),
    );
}

const prospect = (nolaRank: number) => ({
  firstName: 'Remy',
  lastName: `Fontenot-${randomUUID().slice(0, 6)}`,
  positionPrimary: 'SS',
  school: 'Jesuit High School',
  gradYear: 2027,
  nolaRank,
});

/** The board as the write side folds it, and as the public board shows it once projected. */
async function ranks(running: RunningServer) {
  const events = await running.ctx.store.readStream(BOARD_STREAM);
  const last = events.at(-1);
  if (last) await running.ctx.watcher.waitFor(last.position, RANK_EVENT_TYPES, 30_000);
  const rows = await running.ctx
    .knex('baseball_prospects')
    .whereNull('removed_at')
    .select<{ id: string; nola_rank: number | null }[]>('id', 'nola_rank');
  return {
    written: Object.fromEntries((await loadBoard(running.ctx.store)).board.ranks),
    shown: Object.fromEntries(
      rows.filter((r) => r.nola_rank !== null).map((r) => [r.id, r.nola_rank]),
    ),
    revision: last?.revision,
  };
}

describe('a staff edit cut in two by a crash', () => {
  it('is finished at the next start, exactly once: an add, an edit with a rank, a removal', async () => {
    let { server: first, admin } = await start();
    const a = (await admin.post('/api/admin/prospects').send(prospect(1)).expect(201)).body.id;
    const b = (await admin.post('/api/admin/prospects').send(prospect(2)).expect(201)).body.id;
    const c = (await admin.post('/api/admin/prospects').send(prospect(3)).expect(201)).body.id;

    // Each edit's first half lands, its board half dies.
    const dying = dieBeforeTheBoard(first.ctx.store);
    await admin.post('/api/admin/prospects').send(prospect(2)).expect(500);
    const newest = (await first.ctx.store.readAll({ types: ['ProspectAdded'] })).at(-1);
    expect(newest?.data.nolaRank).toBe(2);
    const d = newest?.data.prospectId as string;
    await admin
      .patch(`/api/admin/prospects/${a}`)
      .send({ school: 'Brother Martin', nolaRank: 3 })
      .expect(500);
    await admin.delete(`/api/admin/prospects/${b}`).expect(500);
    dying.mockRestore();
    // Half done: d unranked, a's new rank and b's removal not on the board.
    expect((await ranks(first)).written).toEqual({ [a]: 1, [b]: 2, [c]: 3 });

    ({ server: first, admin } = await start());
    // As if each board half had landed in turn: d in at 2 (b and c one down), a dragged to 3
    // (b and d one up), b's rank freed.
    const after = await ranks(first);
    expect(after.written).toEqual({ [d]: 1, [a]: 3, [c]: 4 });
    expect(after.shown).toEqual(after.written);
    const edited = await first.ctx.knex('baseball_prospects').where({ id: a }).first();
    expect(edited.school).toBe('Brother Martin');

    // Each board half names the prospect event that asked for it; a further start adds nothing.
    const board = await first.ctx.store.readStream(BOARD_STREAM);
    const finished = board.filter((e) => e.metadata.source === 'finish-board-edits');
    expect(finished.map((e) => e.type)).toEqual(['RankAssigned', 'RankAssigned', 'RankFreed']);
    const causes = await first.ctx.store.readAll({
      types: ['ProspectAdded', 'ProspectUpdated', 'ProspectRemoved'],
    });
    expect(
      finished.map((e) => causes.find((cause) => cause.id === e.metadata.causationId)?.type),
    ).toEqual(['ProspectAdded', 'ProspectUpdated', 'ProspectRemoved']);
    ({ server: first } = await start());
    expect((await ranks(first)).revision).toBe(after.revision);
  });
});
