import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Agent, adminAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { BoardCache } from './board-cache';
import * as boardView from './board-view';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminAgent(server);
  for (const rank of [1, 2, 3]) {
    await admin
      .post('/api/admin/prospects')
      .send({
        firstName: 'Remy',
        lastName: `Cache${rank}`,
        positionPrimary: 'SS',
        battingThrowingHand: 'R/R',
        school: 'Jesuit High School',
        gradYear: 2027,
        nolaRank: rank,
      })
      .expect(201);
  }
});
afterAll(() => server?.close());

/** The bytes as sent (supertest would undo the encoding). */
function raw(acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(
      `${server.url}/api/prospects`,
      { headers: { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    ).on('error', reject);
  });
}

describe('the live board cache', () => {
  it('computes the board once while nothing changes, and again once a vote is applied', async () => {
    const cache = new BoardCache(server.ctx.knex, server.ctx.transport.feed);
    const compute = vi.spyOn(boardView, 'liveBoard');
    const first = await cache.get();
    const [second, third] = await Promise.all([cache.get(), cache.get()]);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);

    const target = JSON.parse(first.json.toString()).data[0];
    await request(server.url).post(`/api/prospects/${target.id}/vote`).expect(201);
    const afterVote = await cache.get();
    expect(afterVote.etag).not.toBe(first.etag);
    expect(JSON.parse(afterVote.json.toString()).data[0].communityVotes).toBe(
      target.communityVotes + 1,
    );
    expect(compute).toHaveBeenCalledTimes(2);
    compute.mockRestore();
  });

  it('trusts a checkpoint it read for a moment, and sees a change the feed did not carry after it', async () => {
    // No feed: as if the change came from a rebuild on the command line, or a message was lost.
    const cache = new BoardCache(server.ctx.knex, undefined, 300);
    const before = await cache.get();
    const target = JSON.parse(before.json.toString()).data[1];
    await request(server.url).post(`/api/prospects/${target.id}/vote`).expect(201);
    expect((await cache.get()).etag).toBe(before.etag);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const after = await cache.get();
    expect(after.etag).not.toBe(before.etag);
    expect(JSON.parse(after.json.toString()).data[1].communityVotes).toBe(
      target.communityVotes + 1,
    );
  });

  it('keeps the ETag when a new minute rebuilds the same board, so a client copy stays good', async () => {
    const cache = new BoardCache(server.ctx.knex, server.ctx.transport.feed);
    const compute = vi.spyOn(boardView, 'liveBoard');
    const minute = 60_000;
    const start = Math.ceil(Date.now() / minute) * minute;
    const before = await cache.get(new Date(start - 1));
    const after = await cache.get(new Date(start));
    expect(compute).toHaveBeenCalledTimes(2);
    expect(after.etag).toBe(before.etag);
    compute.mockRestore();
  });

  it('sends Brotli or gzip to clients that take them, the same board either way', async () => {
    const plain = await raw('identity');
    const br = await raw('gzip, deflate, br');
    const gz = await raw('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, br, gz]) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(gunzipSync(gz.body)).toEqual(plain.body);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(plain.body.toString()).data).toHaveLength(3);
  });

  it('answers 304 to a client that has the current board', async () => {
    const { headers } = await raw('br');
    const again = await request(server.url)
      .get('/api/prospects')
      .set('If-None-Match', headers.etag as string);
    expect(again.status).toBe(304);
  });
});
