import { z } from 'zod';
import { unreadableEventAnswer } from '../core/event-store/unreadable-answer';
import { nameRule } from '../core/names/constants';
import { HANDS, MAX_GRAD_YEAR, MAX_RANK, MIN_GRAD_YEAR, MIN_RANK, POSITIONS } from './events';

const text = (required: string, max = 100) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Must be ${max} characters or fewer`);

/** The form's "none" and "unknown" mean no value: an empty string (document 2 §5). */
const blankable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'string' && ['none', 'unknown', ''].includes(value.trim().toLowerCase()))
      return '';
    return typeof value === 'string' ? value.trim() : value;
  }, schema);

const oneOf = (list: readonly string[], message: string) =>
  z.string().refine((value) => value === '' || list.includes(value), message);

/** A number from JSON or a form's numeric string; anything else is "not a number". */
const whole = (messages: { required: string; number: string }) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === null) return undefined;
      if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
      return value;
    },
    z
      .number({
        error: (issue) => (issue.input === undefined ? messages.required : messages.number),
      })
      .int(messages.number),
  );

const gradYear = whole({
  required: 'Graduation year is required',
  number: 'Graduation year must be a number',
})
  .refine((year) => year >= MIN_GRAD_YEAR, `Graduation year must be ${MIN_GRAD_YEAR} or later`)
  .refine((year) => year <= MAX_GRAD_YEAR, `Graduation year must be ${MAX_GRAD_YEAR} or earlier`);

export const rankSchema = whole({
  required: 'Rank is required',
  number: 'Rank must be a number',
})
  .refine((rank) => rank >= MIN_RANK, `Rank must be at least ${MIN_RANK}`)
  .refine((rank) => rank <= MAX_RANK, `Rank must be ${MAX_RANK} or less`);

const editable = {
  firstName: nameRule(text('First name is required', 50)),
  lastName: nameRule(text('Last name is required', 50)),
  positionPrimary: z
    .string({ error: 'Primary position is required' })
    .trim()
    .min(1, 'Primary position is required')
    .refine(
      (value) => (POSITIONS as readonly string[]).includes(value),
      `Primary position must be one of ${POSITIONS.join(', ')}`,
    ),
  positionSecondary: blankable(
    oneOf(POSITIONS, `Secondary position must be one of ${POSITIONS.join(', ')}`),
  ),
  battingThrowingHand: blankable(oneOf(HANDS, `Bats/throws must be one of ${HANDS.join(', ')}`)),
  school: nameRule(text('School is required')),
  teamName: blankable(nameRule(z.string().max(100, 'Team name must be 100 characters or fewer'))),
  gradYear,
  nolaRank: rankSchema,
  nolaEvaluated: z.boolean({ error: 'Evaluated must be true or false' }),
};

/** A whole record: every required field; the optional ones default to empty/false. */
const wholeRecord = {
  ...editable,
  positionSecondary: editable.positionSecondary.default(''),
  battingThrowingHand: editable.battingThrowingHand.default(''),
  teamName: editable.teamName.default(''),
  nolaEvaluated: editable.nolaEvaluated.default(false),
};

/** POST /api/admin/prospects. */
export const createProspectSchema = z.object(wholeRecord).strict();
export type CreateProspectInput = z.output<typeof createProspectSchema>;

const version = z.number({ error: 'version must be a number' }).int().min(0).optional();
/** The board revision that last moved this prospect, as the record showed it (null: never). */
const rankVersion = z
  .number({ error: 'rankVersion must be a number or null' })
  .int()
  .min(0)
  .nullable();

/** PATCH: any subset of the fields, with the same rules; `version` when the client has one. */
export const patchProspectSchema = z
  .object({ ...editable, version, rankVersion: rankVersion.optional() })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).some((key) => key !== 'version' && key !== 'rankVersion'), {
    message: 'Nothing to change',
    path: ['body'],
  });
export type PatchProspectInput = z.output<typeof patchProspectSchema>;

/**
 * PUT from the back office: the record as GET answered it. Read-only fields are accepted and
 * ignored; the version is required, so an edit made on a stale copy is refused with 412.
 */
export const putProspectSchema = z
  .object({
    ...wholeRecord,
    // As loaded: an unranked prospect comes back with a null rank, and stays unranked.
    nolaRank: editable.nolaRank.nullable(),
    version: z.number({ error: 'version is required' }).int().min(0),
    rankVersion,
    id: z.unknown().optional(),
    communityVotes: z.unknown().optional(),
    communityRank: z.unknown().optional(),
    rankChange: z.unknown().optional(),
    createdAt: z.unknown().optional(),
    updatedAt: z.unknown().optional(),
  })
  .strict()
  .transform(
    ({
      id: _,
      communityVotes: __,
      communityRank: ___,
      rankChange: ____,
      createdAt: _____,
      updatedAt: ______,
      ...edit
    }) => edit,
  );

export const moveSchema = z
  .object({
    direction: z.enum(['up', 'down'], { error: 'direction must be "up" or "down"' }),
  })
  .strict();

export const prospectIdSchema = z.uuid({ error: 'Prospect id must be a UUID' });

// ── Answers, as sent on the wire ────────────────────────────────────────────
// Strict: a column the mappers did not mean to send fails the tests' answer check.

const id = z.uuid();
const time = z.iso.datetime();
const count = z.number().int().min(0);
const rank = z.number().int().min(MIN_RANK).max(MAX_RANK);
/** The input schemas' "none": an empty string, or one of the list. */
const orNone = <T extends readonly [string, ...string[]]>(list: T) =>
  z.union([z.enum(list), z.literal('')]);

/** A prospect's own fields, as the board and the back office show them. */
const prospectAnswerFields = {
  firstName: z.string(),
  lastName: z.string(),
  school: z.string(),
  teamName: z.string(),
  positionPrimary: z.enum(POSITIONS),
  positionSecondary: orNone(POSITIONS),
  battingThrowingHand: orNone(HANDS),
  gradYear: z.number().int(),
  nolaEvaluated: z.boolean(),
};
export const prospectFieldsAnswer = z.strictObject(prospectAnswerFields);
export type ProspectFieldsShown = z.output<typeof prospectFieldsAnswer>;

/** A prospect on the public board (GET /api/prospects, now or `asOf`). */
export const boardProspectAnswer = z.strictObject({
  id,
  ...prospectAnswerFields,
  /** null: unranked. */
  nolaRank: rank.nullable(),
  communityVotes: count,
  /** Official rank 7 days earlier minus now (positive: climbed); null when new or unranked. */
  rankChange: z.number().int().nullable(),
  /** Place by community votes, 1 = most votes. */
  communityRank: z.number().int().min(1),
});
export type BoardProspect = z.output<typeof boardProspectAnswer>;
export const boardAnswer = z.strictObject({ data: z.array(boardProspectAnswer) });
export type Board = z.output<typeof boardAnswer>;

/** GET /api/prospects?asOf=: the board then, and the events up to then that could not be read. */
export const pastBoardAnswer = boardAnswer.extend({
  asOf: z.iso.datetime({ offset: true }),
  /** The clock asOf was read by: recorded (what the site showed then) or occurred (what had happened by then). */
  by: z.enum(['recorded', 'occurred']),
  /** Shown, not applied: the board may lack what they did. */
  unreadable: z.array(unreadableEventAnswer),
});
export type PastBoard = z.output<typeof pastBoardAnswer>;

/** POST /api/prospects/:id/vote: the vote already counted on the board. */
export const voteAnswer = z.strictObject({
  message: z.string(),
  prospectId: id,
  communityVotes: count,
});
export type VoteResult = z.output<typeof voteAnswer>;

/** A prospect as the back office edits it: the board's fields plus the versions an edit carries. */
export const prospectRecordAnswer = z.strictObject({
  id,
  ...prospectAnswerFields,
  nolaRank: rank.nullable(),
  communityVotes: count,
  version: z.number().int().min(0),
  /** The board revision that last moved this prospect (null: never ranked). */
  rankVersion: z.number().int().min(0).nullable(),
  createdAt: time,
  updatedAt: time,
});
export type ProspectRecord = z.output<typeof prospectRecordAnswer>;

/** DELETE /api/admin/prospects/:id: the record as it was, and a confirmation. */
export const removedProspectAnswer = prospectRecordAnswer.extend({ message: z.string() });
export type RemovedProspect = z.output<typeof removedProspectAnswer>;

/** POST /api/admin/prospects/:id/erasure: the prospect whose personal data is gone, and when. */
export const erasedProspectAnswer = z.strictObject({
  id,
  erasedAt: z.iso.datetime({ offset: true }),
  message: z.string(),
});
export type ErasedProspect = z.output<typeof erasedProspectAnswer>;

export const rankMoveAnswer = z.strictObject({
  prospectId: id,
  from: rank.nullable(),
  to: rank.nullable(),
});
export type RankMove = z.output<typeof rankMoveAnswer>;

const historyBase = {
  /** The event's place in the log (the store's own notation). */
  position: z.string(),
  eventId: id,
  /** When it happened, by its own clock (back-dated events say so here). */
  at: z.iso.datetime({ offset: true }),
  /** When the store recorded it: from then on the site showed it. */
  recordedAt: z.iso.datetime({ offset: true }),
  actorId: z.string().nullable(),
  /** The actor's username, when the users read model knows it. */
  actor: z.string().nullable(),
};

/** One thing that happened to a prospect (GET /api/admin/prospects/:id/history). */
export const historyEntryAnswer = z.discriminatedUnion('type', [
  z.strictObject({
    ...historyBase,
    type: z.literal('ProspectAdded'),
    fields: prospectFieldsAnswer,
  }),
  z.strictObject({
    ...historyBase,
    type: z.literal('ProspectUpdated'),
    /** Every field that changed: its value before and after. */
    changes: z.record(z.string(), z.strictObject({ from: z.unknown(), to: z.unknown() })),
  }),
  z.strictObject({ ...historyBase, type: z.literal('ProspectRemoved') }),
  /** Its personal data was erased: every entry above shows those fields as "removed". */
  z.strictObject({ ...historyBase, type: z.literal('ProspectErased') }),
  z.strictObject({
    ...historyBase,
    type: z.enum(['RankSwapped', 'RankAssigned', 'RankFreed']),
    rank: z.strictObject({ from: rank.nullable(), to: rank.nullable() }),
    /** What the staff did, and to whom: this prospect, or another it was pushed aside by. */
    cause: z.strictObject({ action: z.string(), prospectId: id, prospectName: z.string() }),
    moves: z.array(rankMoveAnswer),
  }),
  z.strictObject({ ...historyBase, type: z.literal('VoteCast'), signedIn: z.boolean() }),
]);
export type HistoryEntry = z.output<typeof historyEntryAnswer>;
export const historyAnswer = z.strictObject({
  data: z.array(historyEntryAnswer),
  /** Board events the log holds but no reader can parse: the history may lack what they did. */
  unreadable: z.array(unreadableEventAnswer),
});
export type HistoryAnswer = z.output<typeof historyAnswer>;
