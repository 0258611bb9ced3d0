import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMetadata } from '../../../services/src/core/context';
import {
  openSharedBacking,
  type SharedBacking,
  startTestServer,
  type TestServer,
} from '../../../services/src/testing/test-server';
import { awardDueBadges } from '../../../services/src/youscout/badges/awarding';
import { createBadge } from '../../../services/src/youscout/badges/commands';
import { STARTER_BADGES } from '../../../services/src/youscout/demo-data';
import { YOUSCOUT_EVENT_TYPES } from '../../../services/src/youscout/events';
import { youScoutLog } from '../../../services/src/youscout/log.testing';
import { youScoutAwardsProjector } from './awards/projector';
import { youScoutBadgesProjector } from './badges/projector';
import { youScoutCommentsProjector } from './comments/projector';
import { youScoutNominationsProjector } from './nominations/projector';

// ── An install that ran YouScout's read side under its former names ─────────
// Until the area's names took one slug its projectors were `you-scout-nominations`,
// `you-scout-comments`, `scout-badges` and `scout-awards`, over `you_scout_*`, `scout_badges`,
// `user_badges` and `scout_award_*`. Such an install must start on the new code, project the log
// into the new tables, and keep nothing of the old names (the runner would ignore an old
// checkpoint row, knex an old migration row and nobody an old table: each would stay for good).

const RENAMED = [
  youScoutNominationsProjector,
  youScoutCommentsProjector,
  youScoutBadgesProjector,
  youScoutAwardsProjector,
];

/** What the old code left: its projectors' checkpoints and recorded migrations, and its tables. */
const OLD = [
  {
    name: 'you-scout-nominations',
    version: 2,
    migrations: [
      '001_you_scout_nominations_votes_history',
      '002_you_scout_nominations_count_unindexed',
    ],
    tables: [
      'you_scout_nominations',
      'you_scout_votes',
      'you_scout_nomination_history',
      'you_scout_consents',
    ],
  },
  {
    name: 'you-scout-comments',
    version: 1,
    migrations: ['001_you_scout_comments_and_reports'],
    tables: ['you_scout_comments', 'you_scout_comment_reports'],
  },
  {
    name: 'scout-badges',
    version: 1,
    migrations: ['001_scout_badges_and_user_badges'],
    tables: ['scout_badges', 'user_badges'],
  },
  {
    name: 'scout-awards',
    version: 2,
    migrations: [
      '001_scout_award_progress',
      '002_scout_award_votes_by_id',
      '003_scout_award_grants_awarded_at',
      '004_scout_award_votes_dropped',
    ],
    tables: [
      'scout_award_badges',
      'scout_award_nominations',
      'scout_award_comments',
      'scout_award_grants',
    ],
  },
];
const OLD_NAMES = OLD.map((old) => old.name);
const OLD_TABLES = OLD.flatMap((old) => old.tables);

/** Every row of the renamed projectors' tables, as text, in a fixed order. */
async function dump(knex: Knex): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of RENAMED.flatMap((p) => p.tables)) {
    const { rows } = await knex.raw<{ rows: { r: string }[] }>(
      'select t::text as r from ?? t order by 1',
      [table],
    );
    tables[table] = rows.map((row) => row.r);
  }
  return tables;
}

/**
 * Turns a database the new code made into one the old code left, caught up: the new names'
 * tables, checkpoints and migrations gone; the old ones' there, with a row in each table, and a
 * shadow schema of an old rebuild cut short.
 */
async function asTheOldCodeLeftIt(knex: Knex): Promise<void> {
  const head = (await knex('projection_checkpoints')
    .where({ name: youScoutNominationsProjector.name })
    .first()) as { commit_position: string; prepare_position: string };
  for (const projector of RENAMED) {
    for (const table of projector.tables) await knex.schema.dropTable(table);
    await knex('projection_checkpoints').where({ name: projector.name }).delete();
    await knex('read_migrations').where('name', 'like', `${projector.name}/%`).delete();
  }
  for (const old of OLD) {
    for (const table of old.tables) {
      await knex.schema.createTable(table, (t) => t.text('id').primary());
      await knex(table).insert({ id: 'left by the old code' });
    }
    await knex('read_migrations').insert(
      old.migrations.map((name) => ({
        name: `${old.name}/${name}`,
        batch: 1,
        migration_time: new Date(),
      })),
    );
    await knex('projection_checkpoints').insert({
      name: old.name,
      version: old.version,
      commit_position: head.commit_position,
      prepare_position: head.prepare_position,
    });
  }
  await knex.raw('create schema "rebuild_you_scout_nominations"');
  await knex.raw('create table "rebuild_you_scout_nominations".you_scout_nominations (id text)');
}

let shared: SharedBacking;
let server: TestServer | undefined;
beforeAll(async () => {
  shared = await openSharedBacking();
});
afterAll(async () => {
  await server?.close();
  await shared?.database.close();
});

async function caughtUp(running: TestServer): Promise<void> {
  const head = await running.ctx.store.lastCommittedPosition();
  // Named by their tables, so the projectors that settle (the awards') are waited for too.
  const lagging = await running.ctx.watcher.waitFor(
    head,
    YOUSCOUT_EVENT_TYPES,
    30_000,
    RENAMED.flatMap((p) => p.tables),
  );
  expect(lagging).toEqual([]);
}

describe('YouScout read side under its former names', () => {
  it('upgrades: the new tables projected from the log, the old names left nowhere', async () => {
    // The log, written on the new code: a nomination approved, voted on and commented on, and
    // the badge its submission earns (so the awards process has rows too).
    server = await startTestServer({}, { shared });
    await createBadge(
      server.ctx,
      'staff-1',
      { ...STARTER_BADGES['first-nomination'], rule: 'first-nomination' },
      systemMetadata('test'),
    );
    const log = youScoutLog(server);
    const { nominationId, nominatorId } = await log.nominate({ firstName: 'Marcus' });
    await log.vote(nominationId);
    await log.comment(nominationId, { userId: nominatorId, text: 'What a catch in the ninth' });
    // The award the submission made due, appended now (not whenever the awarding loop wakes).
    await caughtUp(server);
    await awardDueBadges(server.ctx);
    await caughtUp(server);
    const projected = await dump(server.ctx.knex);
    expect(projected.youscout_nominations).toHaveLength(1);
    expect(projected.youscout_votes).toHaveLength(1);
    expect(projected.youscout_comments).toHaveLength(1);
    expect(projected.youscout_badges).toHaveLength(1);
    expect(projected.youscout_award_grants).toHaveLength(1);
    expect(projected.youscout_user_badges).toHaveLength(1);
    await server.close();
    server = undefined;

    const { knex } = shared.database;
    await asTheOldCodeLeftIt(knex);

    // The new code starts on it, and projects the whole log into its own tables.
    server = await startTestServer({}, { shared });
    await caughtUp(server);
    expect(await dump(knex)).toEqual(projected);

    // Nothing of the old names is left: tables, shadow schema, checkpoints, migrations.
    for (const table of OLD_TABLES) {
      const { rows } = await knex.raw<{ rows: { found: string | null }[] }>(
        'select to_regclass(?) as found',
        [table],
      );
      expect([table, rows[0]?.found]).toEqual([table, null]);
    }
    const schemas = await knex.raw<{ rows: unknown[] }>(
      `select 1 from pg_namespace where nspname = 'rebuild_you_scout_nominations'`,
    );
    expect(schemas.rows).toEqual([]);
    expect(await knex('projection_checkpoints').whereIn('name', OLD_NAMES)).toEqual([]);
    const migrations = (await knex('read_migrations').select('name')) as { name: string }[];
    expect(migrations.filter((m) => OLD_NAMES.some((old) => m.name.startsWith(`${old}/`)))).toEqual(
      [],
    );

    // The operations view lists the new names, caught up, and none of the old.
    const status = await server.runner.status();
    const names = status.map((s) => s.name);
    for (const old of OLD_NAMES) expect(names).not.toContain(old);
    for (const projector of RENAMED) {
      expect(status.find((s) => s.name === projector.name)).toMatchObject({
        state: 'running',
        lag: 0,
        rebuild: null,
      });
    }

    // A second start finds nothing more to do.
    await server.close();
    server = await startTestServer({}, { shared });
    await caughtUp(server);
    expect(await dump(knex)).toEqual(projected);
  }, 120_000);
});
