import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ensureAdmin } from '../accounts/admin';
import { loadUser } from '../accounts/commands';
import { confirmationToken, confirmEmail } from '../accounts/email-confirmation';
import type { AppContext } from '../core/context';
import { type GlobalPosition, parsePosition } from '../core/event-store/event-store';
import type { TestServer } from './test-server';

export type Agent = ReturnType<typeof request.agent>;

const ADMIN = { username: 'test_admin', password: 'dugout-coffee-42' };

let clients = 0;

/**
 * A client address no other caller in this test process has had, in 198.18.0.0/15 (reserved
 * for tests), so per-client rate limits never meet by chance. Random picks did meet: one test's
 * fresh parent once drew the address another test had spent its form allowance from.
 */
export function newClientAddress(): string {
  clients++;
  return `198.${18 + (clients >> 16)}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** A client of its own behind a trusted proxy: every request says it comes from this address. */
type From = { forwardedFor?: string };

const agentFrom = (server: TestServer, from: From) => {
  const agent = request.agent(server.url);
  return from.forwardedFor ? agent.set('X-Forwarded-For', from.forwardedFor) : agent;
};

/** A supertest agent signed in as the server's admin (created on first use). */
export async function adminAgent(server: TestServer, from: From = {}): Promise<Agent> {
  await ensureAdmin(server.ctx, ADMIN);
  // Sign-in reads `users`, which ensureAdmin waits for 5 s at most.
  await untilCaughtUp(server.ctx, ['UserRegistered']);
  const agent = agentFrom(server, from);
  await agent.post('/api/login').send(ADMIN).expect(200);
  return agent;
}

/**
 * Waits until the projectors of these event types have passed a position (30 s at most, then it
 * throws naming those behind). For a test that appended without an answer's read-your-writes
 * wait, or whose answer lagged, and next reads a read table: on a loaded machine the projector can
 * be seconds behind, and the read would find nothing.
 */
export async function untilApplied(
  ctx: Pick<AppContext, 'watcher'>,
  position: GlobalPosition,
  eventTypes: readonly string[],
  reads?: readonly string[],
): Promise<void> {
  const behind = await ctx.watcher.waitFor(position, eventTypes, 30_000, reads);
  if (behind.length > 0) throw new Error(`still behind after 30 s: ${behind.join(', ')}`);
}

/** `untilApplied` at the log's head: every append so far, whoever made it. */
export async function untilCaughtUp(
  ctx: Pick<AppContext, 'watcher' | 'store'>,
  eventTypes: readonly string[],
  reads?: readonly string[],
): Promise<void> {
  await untilApplied(ctx, await ctx.store.lastCommittedPosition(), eventTypes, reads);
}

/**
 * Waits until the read side shows a write whose answer said it lagged (X-Read-Model-Lag: the
 * server waits 2 s, then answers anyway). A test that next reads the account from a read table
 * (a reset looks the address up in `users`) would otherwise, on a loaded machine, find nothing.
 */
export async function untilProjected(
  server: TestServer,
  headers: Record<string, string | undefined>,
  eventTypes: readonly string[],
): Promise<void> {
  if (!headers['x-read-model-lag']) return;
  const position = parsePosition(headers['x-event-position'] ?? '');
  if (!position) throw new Error('a lagging answer should say its position (X-Event-Position)');
  await untilApplied(server.ctx, position, eventTypes);
}

/**
 * Confirms an account's address as its owner would, following the mailed link (the link made
 * by the same code, the same command, no shortcut), and waits until the users table has it: a
 * test member who votes needs a confirmed address (issue 36 item 17).
 */
export async function confirmAddress(server: TestServer, userId: string): Promise<void> {
  const { state } = await loadUser(server.ctx.store, userId);
  if (state.status === 'unregistered' || state.email === null) {
    throw new Error(`confirmAddress: ${userId} has no address to confirm`);
  }
  const now = new Date();
  const token = confirmationToken(server.ctx, userId, state.email, now);
  const appended = await confirmEmail(server.ctx, token, {
    actorId: userId,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: now.toISOString(),
  });
  if (appended) await untilApplied(server.ctx, appended.position, ['EmailConfirmed']);
}

/**
 * A supertest agent signed in as a newly registered user of this role, its address confirmed
 * (as a member who votes has it) unless `confirmed: false`.
 */
export async function userAgent(
  server: TestServer,
  role: 'athlete' | 'coach' | 'scout' | 'parent' | 'fan' = 'parent',
  from: From & { confirmed?: boolean } = {},
): Promise<Agent & { userId: string; username: string }> {
  const agent = agentFrom(server, from);
  const username = `${role}_${randomUUID().slice(0, 8)}`;
  const response = await agent
    .post('/api/register')
    .send({ username, email: `${username}@example.com`, password: 'batting-cage', role })
    .expect(201);
  await untilProjected(server, response.headers, ['UserRegistered']);
  if (from.confirmed !== false) await confirmAddress(server, response.body.id as string);
  return Object.assign(agent, { userId: response.body.id as string, username });
}
