import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';

import { HANDS, MAX_GRAD_YEAR, MAX_RANK, MIN_GRAD_YEAR, MIN_RANK, POSITIONS } from './constants';

export { HANDS, MAX_GRAD_YEAR, MAX_RANK, MIN_GRAD_YEAR, MIN_RANK, POSITIONS };

export const BOARD_STREAM = 'board-nola100';
export const prospectStream = (prospectId: string): string => `prospect-${prospectId}`;
/** One stream per voter and prospect, appended with 'no_stream': the store refuses a second vote. */
export const voteStream = (prospectId: string, voterKey: string): string =>
  `vote-${prospectId}-${voterKey}`;

/**
 * The prospect's own fields (its rank lives on the board stream). The personal ones
 * (PERSONAL_FIELDS: names, school, team) are sealed with the prospect's own key in events
 * appended since issue 36 (personal.ts); older events hold them in clear text, and a reader
 * shows both as "removed" once the prospect is erased (see ProspectErased).
 */
export const prospectFields = {
  firstName: z.string(),
  lastName: z.string(),
  school: z.string(),
  teamName: z.string(),
  positionPrimary: z.string(),
  positionSecondary: z.string(),
  battingThrowingHand: z.string(),
  gradYear: z.number().int(),
  nolaEvaluated: z.boolean(),
};
export const prospectFieldsSchema = z.object(prospectFields);
export type ProspectFields = z.infer<typeof prospectFieldsSchema>;

const change = z.object({ from: z.unknown(), to: z.unknown() });
const rankMove = z.object({
  prospectId: z.string(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type RankMove = z.infer<typeof rankMove>;

// Shapes are version 1; an upcaster goes in front of parseBoardEvent when one changes.
export const boardEventSchema = z.discriminatedUnion('type', [
  // A staff edit that also ranks appends its prospect event first, carrying the rank asked for
  // (absent in older events); the board event that applies it names it as its causationId, and
  // a crash between the two is finished at the next start (see finishBoardEdits).
  event('ProspectAdded', {
    prospectId: z.string(),
    ...prospectFields,
    nolaRank: z.number().int().optional(),
    addedAt: timestamp,
  }),
  // Every field that changed, with its value before and after; and the rank asked for in the same
  // edit, with the prospect's rank version it was decided on.
  event('ProspectUpdated', {
    prospectId: z.string(),
    changes: z.record(z.string(), change),
    rank: z.object({ to: z.number().int(), rankVersion: z.number().int().nullable() }).optional(),
    updatedAt: timestamp,
  }),
  event('ProspectRemoved', { prospectId: z.string(), removedAt: timestamp }),
  // Staff erased the prospect's personal data (after its removal from the board): its key was
  // deleted first, and every reader shows its personal fields as "removed", sealed or (in events
  // older than the sealing) clear. Nothing is appended to the prospect's stream after it.
  event('ProspectErased', { prospectId: z.string(), erasedAt: timestamp }),
  // Rank changes on the board stream: the prospect the staff acted on, and every move it caused.
  event('RankSwapped', {
    prospectId: z.string(),
    direction: z.enum(['up', 'down']),
    moves: z.array(rankMove),
    at: timestamp,
  }),
  event('RankAssigned', {
    prospectId: z.string(),
    rank: z.number().int(),
    moves: z.array(rankMove),
    at: timestamp,
  }),
  event('RankFreed', { prospectId: z.string(), moves: z.array(rankMove), at: timestamp }),
  event('VoteCast', {
    prospectId: z.string(),
    /** Only in votes older than issue 36 (no reader reads it): newer votes name no one. */
    prospectName: z.string().optional(),
    voterKey: z.string(),
    /** The signed-in voter, or null for a signed-out visitor (then the key is a client key). */
    userId: z.string().nullable(),
    castAt: timestamp,
  }),
]);

export type BoardEvent = z.infer<typeof boardEventSchema>;
export type BoardEventType = BoardEvent['type'];
export type BoardEventOf<Type extends BoardEventType> = Extract<BoardEvent, { type: Type }>;

export const PROSPECT_EVENT_TYPES = [
  'ProspectAdded',
  'ProspectUpdated',
  'ProspectRemoved',
  'ProspectErased',
] as const;
export const RANK_EVENT_TYPES = ['RankSwapped', 'RankAssigned', 'RankFreed'] as const;
export const BOARD_EVENT_TYPES: readonly BoardEventType[] = boardEventSchema.options.map(
  (option) => option.shape.type.value,
);

/** Validates a stored event's data against its type's schema; throws a ZodError when it does not fit. */
export const parseBoardEvent = (type: string, data: unknown): BoardEvent =>
  boardEventSchema.parse({ type, data });

/** When the event happened, by its own clock (seeded history is back-dated this way). */
export function eventTime(event: BoardEvent): string {
  switch (event.type) {
    case 'ProspectAdded':
      return event.data.addedAt;
    case 'ProspectUpdated':
      return event.data.updatedAt;
    case 'ProspectRemoved':
      return event.data.removedAt;
    case 'ProspectErased':
      return event.data.erasedAt;
    case 'RankSwapped':
    case 'RankAssigned':
    case 'RankFreed':
      return event.data.at;
    case 'VoteCast':
      return event.data.castAt;
    default: {
      const never: never = event;
      return never;
    }
  }
}
