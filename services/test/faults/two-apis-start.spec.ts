import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from './support/databases';
import { privateRedis, skipReason } from './support/processes';
import { call, type Site, startSite } from './support/site';

/**
 * Issue 36, item 18. Two APIs started at the same moment on one fresh database, both with
 * ADMIN_USERNAME/ADMIN_PASSWORD and no worker running: one creates the first admin, the other
 * loses the race for its name and must find from the event log (the account's stream) that the
 * name is an admin's, not from the users table, which no worker has projected. Both come up.
 */
const reason = skipReason({ redis: true });

describe.skipIf(reason)('two APIs starting together (issue 36, item 18)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('both come up, with one admin registered, before any worker has projected it', async () => {
    const redis = await privateRedis();
    cleanup.push(() => redis.kill());
    const db = await scratchDatabase(String(process.env.DATABASE_URL));
    cleanup.push(() => db.drop());
    const env = { SESSION_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: 'false' };
    const start = () => startSite({ databaseUrl: db.url, redisUrl: redis.url, workers: 0, env });
    const sites = await Promise.allSettled([start(), start()]);
    for (const site of sites) {
      if (site.status === 'fulfilled') cleanup.push(() => site.value.stop());
    }
    const failures = sites.flatMap((site) =>
      site.status === 'rejected' ? [String(site.reason).slice(0, 2_000)] : [],
    );
    expect(failures).toEqual([]);
    const [a, b] = sites.map((site) => (site as PromiseFulfilledResult<Site>).value) as [
      Site,
      Site,
    ];
    for (const site of [a, b]) {
      expect((await call(site.url, 'GET', '/api/health')).status).toBe(200);
      expect(site.api.process.exitCode).toBeNull();
    }
    // One admin in the log, and nothing projected it: no worker ran.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const registered = await client.query(
        "select count(*)::int as n from es_events where event_type = 'UserRegistered'",
      );
      expect(registered.rows[0].n).toBe(1);
      const users = await client.query('select count(*)::int as n from users');
      expect(users.rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
    const created = [a, b].filter((site) =>
      site.api.output().includes('created the admin account'),
    );
    expect(created).toHaveLength(1);
  });
});
