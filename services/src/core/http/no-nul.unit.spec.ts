import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { MAX_DEPTH, refuseNulCharacters } from './no-nul';

const app = express();
app.use(express.json({ limit: '1mb' }), refuseNulCharacters);
app.post('/', (req, res) => res.json({ ok: true, body: req.body }));
app.use(errorHandler);

const nested = (depth: number) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('refuseNulCharacters', () => {
  it('lets ordinary text through, emoji (surrogate pairs) included', async () => {
    const response = await request(app)
      .post('/')
      .send({ name: 'Zoë ⚾ 🧢', list: ['a', { b: 'c' }] });
    expect(response.status).toBe(200);
  });

  it('refuses NUL in a value or a key, naming the top-level field', async () => {
    const inValue = await request(app)
      .post('/')
      .send({ deep: { name: 'a\u0000b' } });
    expect(inValue.status).toBe(400);
    expect(inValue.body.errors).toEqual({ deep: expect.stringContaining('NUL') });
    const inKey = await request(app).post('/').send({ 'a\u0000': 1 });
    expect(inKey.status).toBe(400);
  });

  it('refuses a lone surrogate half, which PostgreSQL jsonb cannot store', async () => {
    const response = await request(app)
      .post('/')
      .set('Content-Type', 'application/json')
      .send('{"name":"a\\ud800b"}');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ name: expect.stringContaining('surrogate') });
  });

  it(`allows ${MAX_DEPTH} levels of nesting and refuses deeper ones without overflowing`, async () => {
    expect(
      (
        await request(app)
          .post('/')
          .send(nested(MAX_DEPTH) as object)
      ).status,
    ).toBe(200);
    expect(
      (
        await request(app)
          .post('/')
          .send(nested(MAX_DEPTH + 1) as object)
      ).status,
    ).toBe(400);
    const hostile = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await request(app)
      .post('/')
      .set('Content-Type', 'application/json')
      .send(hostile);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('nests deeper');
  });
});
