import { randomUUID } from 'node:crypto';
import { type AppContext, appendEvents, type CommandContext } from '../../core/context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  WrongExpectedRevision,
} from '../../core/event-store/event-store';
import { foldStream } from '../../core/event-store/fold-stream';
import { BadgeAlreadyAwarded, BadgeNotFound, UserNotFound } from '../errors';
import {
  BADGE_CATALOGUE_STREAM,
  parseYouScoutEvent,
  userBadgeStream,
  type YouScoutEvent,
} from '../events';
import { decideAwardBadge } from './awards';
import {
  type Badge,
  type BadgeFields,
  type Catalogue,
  decideCreateBadge,
  decideRetireBadge,
  decideUpdateBadge,
  emptyCatalogue,
  evolveCatalogue,
} from './decide';

// ── The badge catalogue's edits and staff's hand award (the awarding process is another part's) ──

export async function loadCatalogue(store: EventStore) {
  const { state, revision } = await foldStream<YouScoutEvent, Catalogue>(
    store,
    BADGE_CATALOGUE_STREAM,
    parseYouScoutEvent,
    evolveCatalogue,
    emptyCatalogue,
  );
  return { state, revision: revision ?? ('no_stream' as const) };
}

const found = (catalogue: Catalogue, badgeId: string): Badge => {
  const badge = catalogue.get(badgeId);
  if (!badge) throw new BadgeNotFound();
  return badge;
};

type Edited = { badge: Badge; appended: AppendResult | undefined };

/**
 * One edit of the catalogue at its revision. A concurrent edit is reported (409), not retried:
 * staff decide again on what changed (a name or a rule may have been taken meanwhile).
 */
async function editCatalogue(
  ctx: CommandContext,
  badgeId: string,
  metadata: EventMetadata,
  decide: (catalogue: Catalogue) => YouScoutEvent[],
): Promise<Edited> {
  const { state, revision } = await loadCatalogue(ctx.store);
  const events = decide(state);
  if (events.length === 0) return { badge: found(state, badgeId), appended: undefined };
  const appended = await appendEvents(ctx, BADGE_CATALOGUE_STREAM, events, revision, metadata);
  return { badge: found(events.reduce(evolveCatalogue, state), badgeId), appended };
}

export function createBadge(
  ctx: CommandContext,
  staffId: string,
  fields: BadgeFields,
  metadata: EventMetadata,
): Promise<Edited> {
  const badgeId = randomUUID();
  const now = new Date(metadata.occurredAt);
  return editCatalogue(ctx, badgeId, metadata, (catalogue) =>
    decideCreateBadge({ type: 'CreateBadge', badgeId, fields, by: staffId, now }, catalogue),
  );
}

export function updateBadge(
  ctx: CommandContext,
  staffId: string,
  badgeId: string,
  changes: Partial<BadgeFields>,
  metadata: EventMetadata,
): Promise<Edited> {
  const now = new Date(metadata.occurredAt);
  return editCatalogue(ctx, badgeId, metadata, (catalogue) =>
    decideUpdateBadge({ type: 'UpdateBadge', badgeId, changes, by: staffId, now }, catalogue),
  );
}

export function retireBadge(
  ctx: CommandContext,
  staffId: string,
  badgeId: string,
  metadata: EventMetadata,
): Promise<Edited> {
  const now = new Date(metadata.occurredAt);
  return editCatalogue(ctx, badgeId, metadata, (catalogue) =>
    decideRetireBadge({ type: 'RetireBadge', badgeId, by: staffId, now }, catalogue),
  );
}

/**
 * Staff give an active badge by hand to an account, once ('no_stream' on the user's badge). The
 * awarding loop mails it from the log, as it mails a badge earned by a rule (awarding.ts): the
 * answer does not wait for the mail, and a crash after the append loses no mail.
 */
export async function awardBadge(
  ctx: AppContext,
  staffId: string,
  badgeId: string,
  award: { userId: string; reason: string | null },
  metadata: EventMetadata,
): Promise<AppendResult> {
  const user = await ctx.knex('users').where({ id: award.userId }).first('id');
  if (!user) throw new UserNotFound();
  const { state } = await loadCatalogue(ctx.store);
  const stream = userBadgeStream(award.userId, badgeId);
  const awarded = (await ctx.store.readStream(stream, { limit: 1 })).length > 0;
  const events = decideAwardBadge(
    {
      type: 'AwardBadge',
      userId: award.userId,
      badgeId,
      by: staffId,
      reason: award.reason,
      now: new Date(metadata.occurredAt),
    },
    state,
    awarded,
  );
  try {
    return await appendEvents(ctx, stream, events, 'no_stream', metadata);
  } catch (error) {
    if (error instanceof WrongExpectedRevision) throw new BadgeAlreadyAwarded();
    throw error;
  }
}
