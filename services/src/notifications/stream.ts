import type { Response } from 'express';
import type { AppContext } from '../core/context';
import type { GlobalPosition } from '../core/event-store/event-store';
import type { CheckpointAdvanced } from '../core/projections';
import { SESSION_CHECK_MS, STREAM_SECONDS_MAX, STREAMS_PER_USER_MAX } from './constants';
import { TooManyStreams } from './errors';
import { after, toNotification } from './queries';

/** How often an idle stream says it is alive (proxies drop silent connections) and re-checks. */
const KEEP_ALIVE_MS = 15_000;
/** The browser's wait before it reconnects after a drop (the `retry` field of the stream). */
export const RECONNECT_MS = 2_000;
const BATCH = 100;

type Connection = () => void;

/**
 * The live notification stream (Server-Sent Events). Each open stream is woken when the
 * notifications projector passes a position, as the projectors' checkpoint feed says (in-process
 * embedded, a Redis channel with workers), and sends what its person got since its cursor; the
 * keep-alive tick checks again, so a lost wake-up costs seconds, never a notification. An
 * account holds at most STREAMS_PER_USER_MAX of them open at once (429 beyond).
 */
export function notificationStreams(ctx: AppContext) {
  const open = new Set<Connection>();
  const openPerUser = new Map<string, number>();
  ctx.transport.feed.on('advanced', ({ name }: CheckpointAdvanced) => {
    if (name === 'notifications') for (const wake of open) wake();
  });

  return function stream(
    res: Response,
    userId: string,
    start: GlobalPosition,
    seconds = STREAM_SECONDS_MAX,
    /** Whether the session the stream began under still holds (accounts' sessionWatch). */
    stillSignedIn: () => Promise<boolean> = async () => true,
  ): void {
    const held = openPerUser.get(userId) ?? 0;
    if (held >= STREAMS_PER_USER_MAX) throw new TooManyStreams();
    openPerUser.set(userId, held + 1);
    let cursor = start;
    let busy = false;
    let again = false;
    let closed = false;
    const write = (text: string) => {
      // Ending goes through the session's save before the socket closes: nothing after it.
      if (closed) return;
      res.write(text);
      (res as Response & { flush?: () => void }).flush?.();
    };
    const pump = async () => {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        do {
          again = false;
          const rows = await after(ctx.knex, userId, cursor, BATCH);
          // Nothing goes out under a session that has ended (a password change notifies).
          if (rows.length > 0 && !(await holds())) return;
          for (const row of rows) {
            if (closed) return;
            const notification = toNotification(row);
            write(
              `id: ${notification.streamId}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`,
            );
            cursor = { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) };
          }
          if (rows.length === BATCH) again = true;
        } while (again && !closed);
      } catch (error) {
        // The database away: the next wake-up or tick tries again from the same cursor.
        console.error('notification stream:', error instanceof Error ? error.message : error);
      } finally {
        busy = false;
      }
    };
    const wake: Connection = () => void pump();
    /** Ends the stream when its session no longer holds; false then. */
    const holds = async () => {
      const ok = await stillSignedIn().catch((error: unknown) => {
        // The session store or the log away: nobody can vouch for the session, so it ends.
        console.error('notification stream:', error instanceof Error ? error.message : error);
        return false;
      });
      if (!ok && !closed) {
        release();
        res.end();
      }
      return ok;
    };

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // The API's compression may gzip it: each write is flushed at once (see write).
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    write(`retry: ${RECONNECT_MS}\n\n`);
    open.add(wake);
    const tick = setInterval(() => {
      write(': keep-alive\n\n');
      wake();
    }, KEEP_ALIVE_MS);
    // A stream ends after a while: the browser reconnects with Last-Event-ID, and the session is
    // checked again on the way.
    const release = () => {
      if (closed) return;
      closed = true;
      open.delete(wake);
      const left = (openPerUser.get(userId) ?? 1) - 1;
      if (left > 0) openPerUser.set(userId, left);
      else openPerUser.delete(userId);
      clearInterval(tick);
      clearInterval(check);
      clearTimeout(end);
    };
    const end = setTimeout(() => {
      release();
      res.end();
    }, seconds * 1000);
    // Sign-out, disabling and a password change end the session on any process: each stream
    // checks it this often, so it ends within SESSION_CHECK_MS of the session's end.
    const check = setInterval(() => void holds(), SESSION_CHECK_MS);
    res.on('close', release);
    wake();
  };
}
