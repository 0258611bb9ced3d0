import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './database';
import {
  type AppendResult,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  formatPosition,
} from './event-store/event-store';
import type { RateLimits } from './http/rate-limits';
import { isUuid } from './ids';
import type { Keyring } from './keys/keyring';
import type { Mailer } from './mail/mailer';
import type { ProjectionTransport, ProjectionWatcher } from './projections';

/** What a command handler needs: the store to append to, and the projections it wakes and awaits. */
export type CommandContext = {
  knex: Knex;
  store: EventStore;
  transport: ProjectionTransport;
  watcher: ProjectionWatcher;
};

/** What every area's handlers and routes are given: the backing services, nothing global. */
export type AppContext = CommandContext & {
  config: Config;
  db: Database;
  limits: RateLimits;
  mailer: Mailer;
  /** Each purpose's keys (core/keys): sessions, the visitor HMAC, signed links, pass tokens. */
  keys: Keyring;
  /** The time of day the API records and judges by (core/clock). */
  clock: Clock;
};

/** What a handler that mails is given: a command's context, with the mailer and what links need. */
export type MailingContext = CommandContext & Pick<AppContext, 'config' | 'keys' | 'mailer'>;

export type NewEvent = { type: string; data: Record<string, unknown>; id?: string };

/** Appends events with their metadata and wakes the projectors. Handlers never write read tables. */
export async function appendEvents(
  ctx: CommandContext,
  stream: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
  metadata: EventMetadata,
): Promise<Appended> {
  const result = await ctx.store.append(
    stream,
    events.map((event) => ({ ...event, metadata })),
    { expectedRevision },
  );
  const types = events.map((event) => event.type);
  ctx.transport.nudge(result.position, types);
  return { ...result, types };
}

/** An append, with the types it wrote: the projectors its nudge wakes. */
export type Appended = AppendResult & { types: readonly string[] };

/**
 * Read-your-writes: waits (bounded) until the projectors of these event types have applied the
 * append, so the caller's next read shows it; with `reads`, only those writing the tables that
 * read uses. Says so in headers either way. Name only types the caller appended (appendEvents
 * answers them): a projector of a type no append of the caller wrote is not woken by their
 * nudges, so waiting for it costs the caller a worker's poll.
 */
export async function awaitProjection(
  ctx: CommandContext,
  res: Response,
  appended: Pick<AppendResult, 'position'>,
  eventTypes: readonly string[],
  reads?: readonly string[],
): Promise<void> {
  const lagging = await ctx.watcher.waitFor(appended.position, eventTypes, undefined, reads);
  res.set('X-Event-Position', formatPosition(appended.position));
  if (lagging.length > 0) res.set('X-Read-Model-Lag', lagging.join(','));
}

/**
 * Read-your-writes after several appends (a command that wrote to several streams): each
 * projector must reach the newest append of the types it was woken for. Waiting for every type
 * at the newest position would wait for a projector's poll, about a second: a projector is woken
 * only by appends of its own types (the shop's stock projector is not woken by an order's).
 */
export async function awaitAppends(
  ctx: CommandContext,
  res: Response,
  appended: readonly Appended[],
): Promise<void> {
  const newest = new Map<string, Appended>();
  for (const one of appended) {
    const key = [...one.types].sort().join(',');
    const seen = newest.get(key);
    if (!seen || comparePositions(one.position, seen.position) > 0) newest.set(key, one);
  }
  await Promise.all([...newest.values()].map((one) => awaitProjection(ctx, res, one, one.types)));
}

/** Each request's client key, worked out once (a vote needs it as voter and as metadata). */
const clientKeys = new WeakMap<Request, string>();

/**
 * The part of a client's address that names one client. IPv4: the whole address (also an
 * IPv4-mapped IPv6 one, `::ffff:192.0.2.1`). IPv6: its /64, the network prefix
 * one home or machine is given (RFC 6177 and every ISP's practice), inside which it may take a
 * new address for each request (privacy addresses, RFC 8981): keyed by the whole address, one
 * machine would be a new visitor, with a new vote, as often as it likes.
 */
export function clientAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  // IPv4, mapped or not, as given: its keys stay those votes were cast under before.
  if (!ip.includes(':') || /^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i.test(ip)) return ip;
  const address = ip.split('%')[0] ?? ip; // a zone index names an interface, not a client
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

export function clientKey(ctx: AppContext, req: Request): string {
  let key = clientKeys.get(req);
  if (key === undefined) {
    key = ctx.keys.visitor.mac(clientAddress(req.ip)).toString('base64url');
    clientKeys.set(req, key);
  }
  return key;
}

/**
 * The keys the visitor keys of old gave this request's client (after a rotation of
 * VISITOR_SECRETS), so that what it did under them, its votes, is still found.
 */
export function formerClientKeys(ctx: AppContext, req: Request): string[] {
  // Only the older keys: the current one's MAC is clientKey's, and a vote is a hot path.
  return ctx.keys.visitor.formerMacs(clientAddress(req.ip)).map((mac) => mac.toString('base64url'));
}

/**
 * The metadata every event of a request carries (DESIGN §4). No client key: the event log is
 * kept for good, and the privacy page keeps a visitor's keyed hash only in a rate limit's window
 * and with a signed-out vote (whose stream, data and `voterKey` carry it: castVote).
 */
export function requestMetadata(
  ctx: Pick<AppContext, 'clock'>,
  req: Request,
  actorId: string | null,
): EventMetadata {
  const given = req.get('x-correlation-id');
  return {
    actorId,
    correlationId: given && isUuid(given) ? given : randomUUID(),
    causationId: null,
    occurredAt: ctx.clock.now().toISOString(),
  };
}

/**
 * Metadata for the operator's own actions (CLI, start-up, the server's background work): the
 * server passes its context's clock; the CLI and tests, outside any server, the machine's.
 */
export function systemMetadata(source: string, clock: Clock = systemClock): EventMetadata {
  return {
    actorId: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: clock.now().toISOString(),
    source,
  };
}
