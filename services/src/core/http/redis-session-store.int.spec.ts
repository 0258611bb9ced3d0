import { randomUUID } from 'node:crypto';
import express from 'express';
import session, { type SessionData } from 'express-session';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisSessionStore } from './redis-session-store';

const url = process.env.REDIS_URL;

// Without REDIS_URL the API keeps sessions in PostgreSQL (sessions.ts): nothing here to test.
describe.skipIf(!url)('the Redis session store (needs REDIS_URL)', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(url ?? '');
  });
  afterAll(() => redis?.disconnect());

  const freshStore = () => {
    const prefix = `test-${randomUUID()}:sess:`;
    return { prefix, store: new RedisSessionStore(redis, prefix) };
  };
  const call = <T>(run: (done: (error: unknown, value?: T) => void) => void) =>
    new Promise<T | undefined>((resolve, reject) =>
      run((error, value) => (error ? reject(error) : resolve(value))),
    );
  const sessionFor = (maxAge: number) =>
    ({
      cookie: { originalMaxAge: maxAge, maxAge, expires: new Date(Date.now() + maxAge) },
      userId: 'u-1',
    }) as unknown as SessionData;

  it('keeps a session as JSON under the prefix, expiring with its cookie', async () => {
    const { prefix, store } = freshStore();
    await call((done) => store.set('abc', sessionFor(60_000), done));
    expect(JSON.parse((await redis.get(`${prefix}abc`)) ?? '')).toMatchObject({ userId: 'u-1' });
    const ttl = await redis.ttl(`${prefix}abc`);
    expect(ttl).toBeGreaterThan(55);
    expect(ttl).toBeLessThanOrEqual(60);
    expect(await call((done) => store.get('abc', done))).toMatchObject({ userId: 'u-1' });
  });

  it('answers null for a session it does not hold', async () => {
    const { store } = freshStore();
    expect(await call((done) => store.get('missing', done))).toBeNull();
  });

  it('renews the expiry on touch, and forgets the session on destroy', async () => {
    const { prefix, store } = freshStore();
    await call((done) => store.set('abc', sessionFor(10_000), done));
    await call((done) => store.touch('abc', sessionFor(120_000), done));
    expect(await redis.ttl(`${prefix}abc`)).toBeGreaterThan(100);
    await call((done) => store.destroy('abc', done));
    expect(await redis.exists(`${prefix}abc`)).toBe(0);
  });

  it('does not keep a session whose cookie has already expired', async () => {
    const { prefix, store } = freshStore();
    await call((done) => store.set('abc', sessionFor(60_000), done));
    await call((done) => store.set('abc', sessionFor(-1_000), done));
    expect(await redis.exists(`${prefix}abc`)).toBe(0);
  });

  it('passes a stored value that is not a session on as an error', async () => {
    const { prefix, store } = freshStore();
    await redis.set(`${prefix}abc`, 'not json', 'EX', 60);
    await expect(call((done) => store.get('abc', done))).rejects.toThrow(SyntaxError);
  });

  it('carries a signed-in session from one request to the next through express-session', async () => {
    const { prefix, store } = freshStore();
    const app = express();
    app.use(
      session({
        secret: 's',
        store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        cookie: { maxAge: 30_000 },
      }),
    );
    app.post('/sign-in', (req, res) => {
      (req.session as unknown as { userId: string }).userId = 'u-7';
      res.end();
    });
    app.get('/me', (req, res) => {
      res.json({ userId: (req.session as unknown as { userId?: string }).userId ?? null });
    });
    const agent = request.agent(app);
    await agent.post('/sign-in').expect(200);
    await agent.get('/me').expect(200, { userId: 'u-7' });
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toHaveLength(1);
    expect(await redis.ttl(keys[0] ?? '')).toBeGreaterThan(25);
  });
});
