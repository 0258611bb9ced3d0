import { z } from 'zod';
import { eventCatalogue } from '../../../src/composition/event-catalogue';
import type { RecordedEvent } from '../../../src/core/event-store/event-store';
import type { TestServer } from '../../../src/testing/test-server';
import { allEvents } from './events';

const metadataSchema = z.looseObject({
  actorId: z.string().nullable(),
  correlationId: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
});

/** Whether a stored event is one the code could have written: its own type's schema accepts it. */
function eventProblem(event: RecordedEvent): string | undefined {
  // The catalogue the store checks appends with: an event here that it refuses came in some
  // other way than the code's own appends.
  const schema = eventCatalogue.schemaOf(event.type);
  if (!schema) return `${event.type} at ${event.streamName}: no schema names this type`;
  const parsed = schema.safeParse(event.data);
  if (!parsed.success) return `${event.type} at ${event.streamName}: data fits no schema`;
  // The schemas drop keys they do not know; a stored key beyond them came from somewhere else.
  const known = Object.keys(parsed.data as object);
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
