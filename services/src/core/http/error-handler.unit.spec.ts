import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler, isUnavailable } from './error-handler';

/** What the pg, knex and ioredis clients throw while their server is away. */
const outages: [string, unknown][] = [
  [
    'pg: refused',
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ],
  [
    'pg: server stopping',
    Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    }),
  ],
  [
    'pg: starting up',
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  ],
  ['pg: dead client', new Error('Client has encountered a connection error and is not queryable')],
  ['pg: terminated', new Error('Connection terminated unexpectedly')],
  [
    'knex: pool timeout',
    Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' }),
  ],
  [
    'ioredis: retries spent',
    Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    }),
  ],
  ['ioredis: closed', new Error('Connection is closed.')],
  [
    'ioredis: offline, no queue',
    new Error("Stream isn't writeable and enableOfflineQueue options is false"),
  ],
  ['ioredis: no answer in time', new Error('Command timed out')],
  [
    'wrapped',
    new Error('session lookup failed', {
      cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }),
    }),
  ],
  [
    'aggregate',
    new AggregateError(
      [Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })],
      'connect failed',
    ),
  ],
];

describe('the error handler', () => {
  it.each(outages)('answers 503 with a message, no stack, for %s', async (_, error) => {
    expect(isUnavailable(error)).toBe(true);
    const app = express();
    app.get('/', () => {
      throw error;
    });
    app.use(errorHandler);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await request(app).get('/');
    quiet.mockRestore();
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({
      message: 'The service is briefly unavailable; please try again in a moment',
    });
  });

  it('answers 500 with a message, no stack, for a bug', async () => {
    expect(isUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    const app = express();
    app.get('/', () => {
      throw new TypeError('x is undefined');
    });
    app.use(errorHandler);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await request(app).get('/');
    quiet.mockRestore();
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Something went wrong on our side' });
  });

  it('answers 400 for a path parameter with a broken % escape', async () => {
    const app = express();
    app.get('/items/:id', (req, res) => res.json({ id: req.params.id }));
    app.use(errorHandler);
    const response = await request(app).get('/items/%ff');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The address holds a broken % escape' });
  });
});
