import { afterAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../src/core/database';
import { writePoisonEvent } from '../../src/testing/poison';
import { scratchDatabase } from './support/databases';
import { privateRedis, skipReason, spawnScript, waitUntil } from './support/processes';
import { addProspects, call, type Site, startSite, voterAddress } from './support/site';

/**
 * Issue 7, item 5. A poison event (a VoteCast whose data no handler can read, appended straight
 * to the store) stops the projector that handles it, with the event and the error in its
 * status (admin API and CLI); every other projector goes on. A retry fails again at the same
 * event; a skip moves past it, and what came after it is applied. Runs on the site as its own
 * processes: the API and a projection worker on a Redis of the test's own.
 */
const reason = skipReason({ redis: true });

type Projection = {
  name: string;
  state: string;
  lag: number | null;
  lastError: string | null;
  failedEvent: { id: string; type: string | null; stream: string | null } | null;
};

describe.skipIf(reason)('a poison event (item 5)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('stops only its projector, shows why, and retry and skip work', async () => {
    const started = performance.now();
    const redis = await privateRedis();
    cleanup.push(() => redis.kill());
    const db = await scratchDatabase(String(process.env.DATABASE_URL));
    cleanup.push(() => db.drop());
    const site: Site = await startSite({ databaseUrl: db.url, redisUrl: redis.url });
    cleanup.push(() => site.stop());
    const cookie = await site.adminCookie();
    const [prospectId] = await addProspects(site, cookie, 1);
    const projections = async () =>
      (await call(site.url, 'GET', '/api/admin/projections', { cookie })).body as Projection[];
    const votes = async () =>
      (
        (await call(site.url, 'GET', '/api/prospects')).body as {
          data: { id: string; communityVotes: number }[];
        }
      ).data.find((p) => p.id === prospectId)?.communityVotes;

    let voter = 0;
    const vote = () =>
      call(site.url, 'POST', `/api/prospects/${prospectId}/vote`, { from: voterAddress(voter++) });
    for (let i = 0; i < 5; i++) expect((await vote()).status).toBe(201);
    expect(await votes()).toBe(5);

    // ── The poison: straight into es_events (the store itself refuses it), as a buggy writer
    // of old or a bad upcaster would have left it ──
    const knex = createKnex(db.url, 2);
    cleanup.push(() => knex.destroy());
    const poisonId = await writePoisonEvent(knex, `vote-${prospectId}-poison`, {
      type: 'VoteCast',
      data: { prospectId, voterKey: 42 },
    });

    // ── After it, the site goes on: votes are stored (not yet on the board), forms land ──
    const after = [];
    for (let i = 0; i < 5; i++) after.push(await vote());
    expect(after.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    // The vote answer says which read model lags instead of waiting forever.
    expect(after.at(-1)?.headers.get('x-read-model-lag')).toBe('prospects');
    const contact = await call(site.url, 'POST', '/api/contact', {
      from: voterAddress(9_999),
      body: {
        name: 'Pat',
        email: 'pat@example.com',
        organization: 'Rummel',
        message: 'When is the next showcase?',
      },
    });
    expect(contact.status).toBe(201);
    const contactList = await call(site.url, 'GET', '/api/admin/contact-submissions', { cookie });
    expect(contactList.body).toEqual([
      expect.objectContaining({ id: (contact.body as { id: string }).id }),
    ]);

    await waitUntil('the prospects projector to stop on the poison', async () =>
      (await projections()).some((p) => p.name === 'prospects' && p.state === 'failed'),
    );
    const stopped = await projections();
    const prospects = stopped.find((p) => p.name === 'prospects');
    expect(prospects?.failedEvent).toMatchObject({ id: poisonId, type: 'VoteCast' });
    expect(prospects?.lastError).toMatch(/voterKey|prospectName|invalid/i);
    expect(prospects?.lag).toBe(6); // the poison and the five votes after it
    await waitUntil('every other projector to be caught up', async () =>
      (await projections())
        .filter((p) => p.name !== 'prospects')
        .every((p) => p.state === 'running' && p.lag === 0),
    );
    expect(await votes()).toBe(5);
    // The voters' own activity (another projector of VoteCast) took the poison in its stride.

    // The CLI tells the operator the same.
    const status = spawnScript('scripts/projections.ts', ['status'], site.env);
    expect(await status.exited).toBe(0);
    expect(status.output()).toContain(poisonId);
    // The site answers (liveness), but is not ready: a projector is stopped (issue 20).
    const health = await call(site.url, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect((await call(site.url, 'GET', '/api/health/ready')).status).toBe(503);

    // ── Retry from the CLI: still poisoned, stops at the same event again, and says so by
    // its exit code (issue 20) ──
    const retry = spawnScript('scripts/projections.ts', ['retry', 'prospects'], site.env);
    expect(await retry.exited).toBe(1);
    expect(retry.output()).toContain(poisonId);
    expect(retry.output()).toContain(
      `prospects is still stopped: VoteCast ${poisonId} failed again`,
    );
    const retried = (await projections()).find((p) => p.name === 'prospects');
    expect(retried).toMatchObject({ state: 'failed', failedEvent: { id: poisonId } });
    // ... and from the back office.
    const retryCall = await call(site.url, 'POST', '/api/admin/projections/prospects/retry', {
      cookie,
    });
    expect(retryCall.status).toBe(200);
    expect(retryCall.body).toMatchObject({ state: 'failed', failedEvent: { id: poisonId } });

    // ── Skip from the back office: past the poison, and the five votes after it are applied ──
    const skip = await call(site.url, 'POST', '/api/admin/projections/prospects/skip', { cookie });
    expect(skip.status).toBe(200);
    expect(skip.body).toMatchObject({ state: 'running', failedEvent: null });
    await waitUntil(
      'the votes after the poison to reach the board',
      async () => (await votes()) === 10,
    );
    const final = await projections();
    for (const p of final) expect([p.name, p.state, p.lag]).toEqual([p.name, 'running', 0]);
    const again = await call(site.url, 'POST', '/api/admin/projections/prospects/skip', { cookie });
    expect(again.status).toBe(409);
    const log = (
      await call(site.url, 'GET', '/api/admin/events?stream=operations-projections', { cookie })
    ).body as { data: { type: string; data: Record<string, unknown> }[] };
    // Every operator action is on the record, from either door (issue 20).
    expect(log.data.map((e) => [e.type, e.data.door])).toEqual([
      ['ProjectionRetried', 'cli'],
      ['ProjectionRetried', 'back-office'],
      ['ProjectionEventSkipped', 'back-office'],
    ]);

    console.log(
      `item 5: poison ${poisonId} stopped "prospects" with "${prospects?.lastError?.split('\n')[0]?.slice(0, 120)}"; ${stopped.length - 1} other projectors kept running (lag 0); retry failed again at the same event (CLI and API); skip applied the 5 votes after it; ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 180_000);
});
