import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';

// Version 1 of every shape.
export const kudosEventSchema = z.discriminatedUnion('type', [
  event('KudosGiven', {
    kudosId: z.uuid(),
    authorId: z.uuid(),
    text: z.string(),
    givenAt: timestamp,
  }),
]);
export type KudosEvent = z.infer<typeof kudosEventSchema>;
export const KUDOS_EVENT_TYPES = kudosEventSchema.options.map((o) => o.shape.type.value);

/** Every reader of the area's events parses through here. */
export const parseKudosEvent = (type: string, data: unknown): KudosEvent =>
  kudosEventSchema.parse({ type, data });

export const kudosStream = (kudosId: string) => `kudos-${kudosId}`;
