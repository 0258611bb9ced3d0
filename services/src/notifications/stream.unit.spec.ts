import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../core/context';
import { START } from '../core/event-store/event-store';
import type { CheckpointAdvanced } from '../core/projections';
import { after } from './queries';
import { notificationStreams, RECONNECT_MS } from './stream';

vi.mock('./queries', () => ({
  after: vi.fn(),
  toNotification: (row: { id: string }) => ({ streamId: row.id }),
}));
const rowsAfter = vi.mocked(after);

/**
 * A response whose end, like express-session's, saves the session before the socket closes:
 * `close` comes only when the test says so.
 */
function slowEndingResponse() {
  const res = new EventEmitter() as EventEmitter & {
    written: string[];
    ended: boolean;
  };
  res.written = [];
  res.ended = false;
  Object.assign(res, {
    status: () => res,
    set: () => res,
    flushHeaders: () => {},
    write: (text: string) => {
      if (res.ended) throw new Error(`written after the end: ${JSON.stringify(text)}`);
      res.written.push(text);
      return true;
    },
    end: () => {
      res.ended = true;
    },
  });
  return res;
}

describe('a notification stream that is ending', () => {
  const feed = new EventEmitter<{ advanced: [CheckpointAdvanced] }>();
  const ctx = { knex: {}, transport: { feed } } as unknown as AppContext;
  const advanced = () => feed.emit('advanced', { name: 'notifications', position: START });

  beforeEach(() => {
    vi.useFakeTimers();
    rowsAfter.mockReset();
    rowsAfter.mockResolvedValue([]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes nothing once it has ended, though the socket closes later', async () => {
    const stream = notificationStreams(ctx);
    const res = slowEndingResponse();
    stream(res as unknown as Response, 'user-1', START, 1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(res.ended).toBe(true);

    // A notification arrives, and the keep-alive comes round, before the socket closes.
    rowsAfter.mockResolvedValue([
      { id: 'n-1', position_commit: '9', position_prepare: '9' },
    ] as never);
    advanced();
    await vi.advanceTimersByTimeAsync(30_000);
    res.emit('close');

    expect(res.written).toEqual([`retry: ${RECONNECT_MS}\n\n`]);
  });

  it('gives its place back once, at the end, for the account to open another', async () => {
    const stream = notificationStreams(ctx);
    const first = slowEndingResponse();
    stream(first as unknown as Response, 'user-1', START, 1);
    for (let i = 1; i < 10; i++)
      stream(slowEndingResponse() as unknown as Response, 'user-1', START, 600);
    expect(() => stream(slowEndingResponse() as unknown as Response, 'user-1', START)).toThrow();

    await vi.advanceTimersByTimeAsync(1_000);
    first.emit('close');
    // One place free: one more opens, the next does not.
    stream(slowEndingResponse() as unknown as Response, 'user-1', START);
    expect(() => stream(slowEndingResponse() as unknown as Response, 'user-1', START)).toThrow();
  });
});
