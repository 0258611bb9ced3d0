import { z } from 'zod';
import { parseUserEvent } from '../../../src/accounts/events';
import type { RecordedEvent } from '../../../src/core/event-store/event-store';
import { parseIntakeEvent } from '../../../src/intake/events';
import { parsePaymentEvent } from '../../../src/payments/events';
import { parseSandboxEvent } from '../../../src/payments/sandbox/records';
import { parseProfileEvent } from '../../../src/profiles/events';
import { parseBoardEvent } from '../../../src/prospects/events';
import type { TestServer } from '../../../src/testing/test-server';
import { photoUploadedSchema } from '../../../src/uploads/events';
import { allEvents } from './events';

// The operators' audit events have a TypeScript type but no schema of their own.
const projector = z.string().min(1);
const operationsEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ProjectionRebuildStarted'),
    data: z.object({ projector, events: z.number().int().nullable() }),
  }),
  z.object({
    type: z.literal('ProjectionRebuildFinished'),
    data: z.object({ projector, events: z.number().int(), ms: z.number() }),
  }),
  z.object({
    type: z.literal('ProjectionRebuildFailed'),
    data: z.object({ projector, error: z.string() }),
  }),
  z.object({
    type: z.literal('ProjectionRetried'),
    data: z.object({ projector, failedEventId: z.string().nullable() }),
  }),
  z.object({
    type: z.literal('ProjectionEventSkipped'),
    data: z.object({ projector, eventId: z.string(), eventType: z.string().nullable() }),
  }),
]);

const parsers: ((type: string, data: unknown) => unknown)[] = [
  parseBoardEvent,
  parseUserEvent,
  parseProfileEvent,
  parseIntakeEvent,
  parsePaymentEvent,
  parseSandboxEvent,
  (type, data) => photoUploadedSchema.parse({ type, data }),
  (type, data) => operationsEvent.parse({ type, data }),
];

const metadataSchema = z.looseObject({
  actorId: z.string().nullable(),
  correlationId: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
});

/** Whether a stored event is one the code could have written: its own type's schema accepts it. */
function eventProblem(event: RecordedEvent): string | undefined {
  let parsed: unknown;
  for (const parse of parsers) {
    try {
      parsed = parse(event.type, event.data);
      break;
    } catch {}
  }
  if (parsed === undefined) return `${event.type} at ${event.streamName}: data fits no schema`;
  // The schemas drop keys they do not know; a stored key beyond them came from somewhere else.
  // Every parser answers the event as { type, data }.
  const known = Object.keys((parsed as { data: object }).data);
  const extra = Object.keys(event.data).filter((key) => !known.includes(key));
  if (extra.length > 0)
    return `${event.type} at ${event.streamName}: unknown keys ${extra.join(', ')}`;
  if (!metadataSchema.safeParse(event.metadata).success)
    return `${event.type} at ${event.streamName}: metadata ${JSON.stringify(event.metadata)}`;
  return undefined;
}

const ROLES = ['athlete', 'coach', 'scout', 'parent', 'fan', 'admin'];

/**
 * Everything wrong with what is stored: events no schema accepts, and read rows that break the
 * rules every write enforces (ranks 1–100 and unique, known roles, photos from our uploads).
 */
export async function storedProblems(
  server: TestServer,
): Promise<{ problems: string[]; events: number }> {
  const events = await allEvents(server);
  const problems = events.map(eventProblem).filter((p): p is string => p !== undefined);
  const knex = server.ctx.knex;
  const ranks = (await knex('baseball_prospects')
    .whereNotNull('nola_rank')
    .pluck('nola_rank')) as number[];
  if (new Set(ranks).size !== ranks.length) problems.push('two prospects share a rank');
  if (ranks.some((rank) => rank < 1 || rank > 100)) problems.push('a rank outside 1–100');
  for (const user of await knex('users').select('username', 'role', 'status')) {
    if (!ROLES.includes(user.role)) problems.push(`user ${user.username} has role ${user.role}`);
    if (!['active', 'disabled'].includes(user.status))
      problems.push(`user ${user.username} has status ${user.status}`);
  }
  for (const profile of await knex('user_profiles').select('user_id', 'photo_url')) {
    if (profile.photo_url !== null && !String(profile.photo_url).startsWith('/uploads/'))
      problems.push(`profile ${profile.user_id} has photo ${profile.photo_url}`);
  }
  return { problems, events: events.length };
}
