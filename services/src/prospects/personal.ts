import type { Knex } from 'knex';
import type { EventStore } from '../core/event-store/event-store';
import { sealedOpener, sealedPersonId, sealFor } from '../families';
import { REMOVED } from '../families/constants';
import type { BoardEventOf, ProspectFields } from './events';
import type { Prospect } from './prospect';
import { boardLog } from './replay';

/**
 * A board prospect is a high-school athlete: the fields that say who they are (names, school,
 * travel team) are personal and go into events sealed with a key of the prospect's own (the
 * families area's sealing.ts, as YouScout's nominations are). Erasure deletes the key and
 * records `ProspectErased`; every reader then shows those fields as "removed".
 *
 * Events appended before issue 36 hold them in clear text, and the log is never rewritten. The
 * erasure covers them too: a reader of the log (replay, history, the audit CLI) first lists the
 * erased prospects from their `ProspectErased` events (erasedProspects) and shows every
 * personal field of theirs as "removed", clear or sealed; the projector, which reads in log
 * order, overwrites the row's fields with "removed" when it meets the erasure (a rebuild too).
 * Position, hand, grad year and the evaluation flag say nothing of who the athlete is on their
 * own and stay readable, so a past board keeps its shape.
 */
export const PERSONAL_FIELDS = ['firstName', 'lastName', 'school', 'teamName'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
const isPersonal = (field: string): field is PersonalField =>
  (PERSONAL_FIELDS as readonly string[]).includes(field);

/** Seals the personal values of one prospect ('' stays '': there is nothing of theirs in it). */
async function sealValues(
  knex: Knex,
  prospectId: string,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const clear = Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  if (Object.keys(clear).length === 0) return values;
  return { ...values, ...(await sealFor(knex, prospectId, clear)) };
}

/**
 * The event a handler appends, its personal fields sealed: decide works on clear values (the
 * prospect opened by openProspect), and this is the only way an addition or an edit is written.
 */
export async function sealProspectEvent<
  E extends BoardEventOf<'ProspectAdded'> | BoardEventOf<'ProspectUpdated'>,
>(knex: Knex, event: E): Promise<E> {
  const { prospectId } = event.data;
  if (event.type === 'ProspectAdded') {
    const personal = Object.fromEntries(
      PERSONAL_FIELDS.map((field) => [field, (event as BoardEventOf<'ProspectAdded'>).data[field]]),
    );
    return { ...event, data: { ...event.data, ...(await sealValues(knex, prospectId, personal)) } };
  }
  const { changes } = (event as BoardEventOf<'ProspectUpdated'>).data;
  const sealed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, change] of Object.entries(changes)) {
    sealed[field] = isPersonal(field)
      ? ((await sealValues(knex, prospectId, change)) as { from: unknown; to: unknown })
      : change;
  }
  return { ...event, data: { ...event.data, changes: sealed } };
}

/** The prospects whose personal data was erased, from the log (their `ProspectErased` events). */
export async function erasedProspects(store: EventStore): Promise<Set<string>> {
  const erased = new Set<string>();
  for await (const batch of boardLog(store, ['ProspectErased'])) {
    for (const recorded of batch) {
      const { prospectId } = recorded.data as { prospectId?: unknown };
      if (typeof prospectId === 'string') erased.add(prospectId);
    }
  }
  return erased;
}

/**
 * Opens one read's personal fields: "removed" for an erased prospect (clear text of older events
 * included), a sealed field with its prospect's key (read once per prospect), and a clear one
 * of an older event as it is. A value sealed with another person's key is not this prospect's
 * and reads "removed" too.
 */
export type ProspectOpener = {
  /** Reads these prospects' keys in one query (a replay opens a hundred at once). */
  preload(prospectIds: readonly string[]): Promise<void>;
  value(prospectId: string, field: string, value: unknown): Promise<unknown>;
  fields<F extends Partial<Record<string, unknown>>>(prospectId: string, fields: F): Promise<F>;
};

export function prospectOpener(knex: Knex, erased: ReadonlySet<string>): ProspectOpener {
  const open = sealedOpener(knex);
  const value = async (prospectId: string, field: string, text: unknown): Promise<unknown> => {
    if (!isPersonal(field) || typeof text !== 'string' || text === '') return text;
    if (erased.has(prospectId)) return REMOVED;
    const owner = sealedPersonId(text);
    if (owner === undefined) return text;
    return owner === prospectId ? open(text) : REMOVED;
  };
  return {
    preload: (ids) => open.preload(ids.filter((id) => !erased.has(id))),
    value,
    async fields(prospectId, fields) {
      const opened: Record<string, unknown> = { ...fields };
      for (const field of PERSONAL_FIELDS)
        if (field in opened) opened[field] = await value(prospectId, field, opened[field]);
      return opened as typeof fields;
    },
  };
}

/** A prospect's state with its personal fields opened, for a command to decide on. */
export async function openProspect(knex: Knex, state: Prospect): Promise<Prospect> {
  if (state.status !== 'listed' && state.status !== 'removed') return state;
  const fields: ProspectFields = await prospectOpener(knex, new Set()).fields(
    state.id,
    state.fields,
  );
  return { ...state, fields };
}
