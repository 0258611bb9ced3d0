import { z } from 'zod';
import { event } from '../core/event-schema';

/**
 * What operators did to the projections, for the audit log. These events change no read model;
 * they record who rebuilt, retried or skipped what, from which door, when (the metadata's
 * occurredAt) and why.
 */
export const OPERATIONS_STREAM = 'operations-projections';

/** The longest reason an operator may give. */
export const MAX_REASON_LENGTH = 500;

/**
 * Who acted and why. Absent in events written before issue 20 (the back office then recorded
 * only the admin's id, in the metadata's actorId).
 */
const operator = {
  /** The back office (an admin, by username) or the projections CLI (--actor, else the OS user). */
  door: z.enum(['back-office', 'cli']).optional(),
  actor: z.string().min(1).optional(),
  reason: z.string().max(MAX_REASON_LENGTH).nullable().optional(),
};

export const operationsEventSchema = z.discriminatedUnion('type', [
  event('ProjectionRebuildStarted', {
    projector: z.string(),
    events: z.number().int().nullable(),
    ...operator,
  }),
  event('ProjectionRebuildFinished', {
    projector: z.string(),
    events: z.number().int(),
    ms: z.number(),
  }),
  event('ProjectionRebuildFailed', { projector: z.string(), error: z.string() }),
  event('ProjectionRetried', {
    projector: z.string(),
    failedEventId: z.string().nullable(),
    ...operator,
  }),
  event('ProjectionEventSkipped', {
    projector: z.string(),
    eventId: z.string(),
    eventType: z.string().nullable(),
    ...operator,
  }),
]);

export type OperationsEvent = z.infer<typeof operationsEventSchema>;
export type Operator = { door: 'back-office' | 'cli'; actor: string; reason: string | null };
