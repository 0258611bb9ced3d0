import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../core/context';
import { type Agent, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { uploadsDir } from './files';
import { ATTACH_WITHIN_MS, sweepUploads } from './sweep';
import { fetchBytes, makePng } from './test-images';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const upload = async (agent: Agent): Promise<string> =>
  (
    await agent
      .post('/api/upload')
      .attach('file', await makePng(), { filename: 'me.png', contentType: 'image/png' })
      .expect(200)
  ).body.fileUrl;

const savePhoto = (agent: Agent, photoUrl: string | null) =>
  agent.post('/api/user-profile').send({ displayName: 'Photo Owner', photoUrl }).expect(200);

const served = async (url: string) => (await fetchBytes(server.url, url)).status;

/** Makes a stored upload look as if it had been sent `ms` ago. */
const age = async (url: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  await utimes(path.join(uploadsDir(server.ctx.config.dataDir), path.basename(url)), then, then);
};

describe('uploads no profile uses', () => {
  it('deletes a photo once the owner replaces it, and the new one once removed', async () => {
    const agent = await userAgent(server, 'athlete');
    const first = await upload(agent);
    await savePhoto(agent, first);
    const second = await upload(agent);
    await savePhoto(agent, second);
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);

    await savePhoto(agent, null);
    expect(await served(second)).toBe(404);
  });

  it('keeps a replaced photo that another profile still shows', async () => {
    const owner = await userAgent(server, 'athlete');
    const other = await userAgent(server, 'parent');
    const shared = await upload(owner);
    await savePhoto(owner, shared);
    // Another member can no longer put it on their profile (issue 36 item 11); one that shows it
    // from before that rule keeps it on the server.
    await savePhoto(other, null);
    await other
      .post('/api/user-profile')
      .send({ displayName: 'Other', photoUrl: shared })
      .expect(403);
    await server.ctx
      .knex('user_profiles')
      .where({ user_id: other.userId })
      .update({ photo_url: shared });
    await savePhoto(owner, await upload(owner));
    expect(await served(shared)).toBe(200);
  });

  it('sweeps an upload never attached within a day, and nothing in use or younger', async () => {
    const agent = await userAgent(server, 'coach');
    const abandoned = await upload(agent);
    const inUse = await upload(agent);
    await savePhoto(agent, inUse);
    const fresh = await upload(agent);
    const day = ATTACH_WITHIN_MS;
    await age(abandoned, day + 60_000);
    await age(inUse, 30 * day);
    await age(fresh, day - 60_000);

    expect(await sweepUploads(server.ctx, server.ctx.config.dataDir)).toEqual([abandoned]);
    expect(await served(abandoned)).toBe(404);
    expect(await served(inUse)).toBe(200);
    expect(await served(fresh)).toBe(200);
    // The fresh one, once a day old and still not attached, goes at the next sweep.
    await age(fresh, day + 60_000);
    expect(await sweepUploads(server.ctx, server.ctx.config.dataDir)).toEqual([fresh]);
    expect(await served(inUse)).toBe(200);
  });

  it('deletes nothing while the profiles read model lags the log', async () => {
    const agent = await userAgent(server, 'fan');
    const old = await upload(agent);
    await age(old, 2 * ATTACH_WITHIN_MS);
    const lagging = {
      ...server.ctx,
      watcher: { waitFor: async () => ['user-profiles'] } as unknown as CommandContext['watcher'],
    };
    expect(await sweepUploads(lagging, server.ctx.config.dataDir)).toBe('read-model-behind');
    expect(await served(old)).toBe(200);
  });
});
