import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkAnswers } from './answers';
import type { ApiArea } from './openapi';

const area: ApiArea = {
  tag: 'Test',
  description: 'calls to check',
  operations: [
    {
      method: 'get',
      path: '/things/:id',
      summary: 'one thing',
      access: 'public',
      responses: {
        200: { description: 'the thing', schema: z.object({ id: z.string(), votes: z.number() }) },
      },
    },
  ],
};

function appAnswering(answer: (res: express.Response) => void) {
  const app = express();
  const api = express.Router();
  api.use(checkAnswers([area]));
  api.get('/things/:id', (_req, res) => answer(res));
  app.use('/api', api);
  return app;
}

describe('answers held to their schemas (tests only)', () => {
  it('passes an answer that matches its schema', async () => {
    const app = appAnswering((res) => res.json({ id: 'a', votes: 3 }));
    const response = await request(app).get('/api/things/a').expect(200);
    expect(response.body).toEqual({ id: 'a', votes: 3 });
  });

  it('turns an answer that does not match into a 500 that names the field', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = appAnswering((res) => res.json({ id: 'a', votes: '3' }));
    const response = await request(app).get('/api/things/a').expect(500);
    expect(response.body.message).toMatch(/GET \/api\/things\/a does not match its schema/);
    expect(response.body.message).toMatch(/votes/);
    log.mockRestore();
  });

  it('reads an answer the route encoded itself (the board sends its own gzip)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = appAnswering((res) =>
      res
        .type('application/json')
        .set('Content-Encoding', 'gzip')
        .send(gzipSync(JSON.stringify({ id: 'a' }))),
    );
    await request(app).get('/api/things/a').expect(500);
    log.mockRestore();
  });

  it('holds every refusal to the error shape: a message, and per-field errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = appAnswering((res) => res.status(404).json({ message: 'No such thing' }));
    await request(good).get('/api/things/a').expect(404);
    const bad = appAnswering((res) => res.status(404).json({ error: 'No such thing' }));
    await request(bad).get('/api/things/a').expect(500);
    log.mockRestore();
  });
});
