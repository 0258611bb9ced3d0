import { randomUUID } from 'node:crypto';
import { type AppContext, appendEvents, systemMetadata } from '../../core/context';
import type { AppendResult, ExpectedRevision } from '../../core/event-store/event-store';
import { untilApplied } from '../../testing/agents';
import type { BadgeRule } from '../constants';
import {
  BADGE_CATALOGUE_STREAM,
  nominationStream,
  nominationVoteStream,
  parseYouScoutEvent,
  userBadgeStream,
  YOUSCOUT_EVENT_TYPES,
  type YouScoutEvent,
} from '../events';
import { decideSubmit } from '../nominations/decide';
import { initialNomination } from '../nominations/nomination';
import { submitCommand } from '../youscout.testing';
import { decideAwardBadge } from './awards';
import { decideCreateBadge, decideRetireBadge, emptyCatalogue, evolveCatalogue } from './decide';

// Events appended straight to the store through the domain's decisions (the write routes are
// another step's), for the badge specs.

const metadata = () => systemMetadata('test');

async function append(
  ctx: AppContext,
  stream: string,
  events: YouScoutEvent[],
  expected: ExpectedRevision,
) {
  const result = await appendEvents(ctx, stream, events, expected, metadata());
  // Read-your-writes for the spec: every YouScout projector past it.
  await untilApplied(ctx, result.position, YOUSCOUT_EVENT_TYPES);
  return result;
}

/** Adds a badge to the catalogue (the stream's revision read first, as a handler would). */
export async function createBadge(
  ctx: AppContext,
  fields: { name: string; rule: BadgeRule | null; icon?: string; description?: string },
): Promise<{ badgeId: string; appended: AppendResult }> {
  const recorded = await ctx.store.readStream(BADGE_CATALOGUE_STREAM);
  const catalogue = recorded
    .map((e) => parseYouScoutEvent(e.type, e.data))
    .reduce(evolveCatalogue, emptyCatalogue);
  const badgeId = randomUUID();
  const events = decideCreateBadge(
    {
      type: 'CreateBadge',
      badgeId,
      fields: {
        name: fields.name,
        description: fields.description ?? `About ${fields.name}`,
        icon: fields.icon ?? 'star',
        requirements: `Earn ${fields.name}`,
        rule: fields.rule,
      },
      by: 'staff',
      now: new Date(),
    },
    catalogue,
  );
  const appended = await append(
    ctx,
    BADGE_CATALOGUE_STREAM,
    events,
    recorded.at(-1)?.revision ?? 'no_stream',
  );
  return { badgeId, appended };
}

/** Retires a badge. */
export async function retireBadge(ctx: AppContext, badgeId: string): Promise<void> {
  const recorded = await ctx.store.readStream(BADGE_CATALOGUE_STREAM);
  const catalogue = recorded
    .map((e) => parseYouScoutEvent(e.type, e.data))
    .reduce(evolveCatalogue, emptyCatalogue);
  const events = decideRetireBadge(
    { type: 'RetireBadge', badgeId, by: 'staff', now: new Date() },
    catalogue,
  );
  await append(ctx, BADGE_CATALOGUE_STREAM, events, recorded.at(-1)?.revision ?? 'no_stream');
}

/** A nomination submitted by this user; answers its id. */
export async function nominate(ctx: AppContext, userId: string): Promise<string> {
  const command = submitCommand({ nominatorId: userId, now: new Date() });
  await append(
    ctx,
    nominationStream(command.nominationId),
    decideSubmit(command, initialNomination),
    'no_stream',
  );
  return command.nominationId;
}

/** Votes for a nomination by `count` new voters (the projectors awaited after the last). */
export async function vote(ctx: AppContext, nominationId: string, count: number): Promise<void> {
  let last: AppendResult | undefined;
  for (let i = 0; i < count; i++) {
    const voterKey = randomUUID();
    const cast: YouScoutEvent = {
      type: 'NominationVoteCast',
      data: {
        nominationId,
        voteId: randomUUID(),
        voterKey,
        userId: null,
        accountCreatedAt: null,
        castAt: new Date().toISOString(),
      },
    };
    last = await appendEvents(
      ctx,
      nominationVoteStream(nominationId, voterKey),
      [cast],
      'no_stream',
      metadata(),
    );
  }
  if (last) await untilApplied(ctx, last.position, ['NominationVoteCast']);
}

/** Staff give a badge by hand (appended to its award stream with 'no_stream'). */
export async function awardByHand(
  ctx: AppContext,
  userId: string,
  badgeId: string,
  reason: string,
): Promise<void> {
  const recorded = await ctx.store.readStream(BADGE_CATALOGUE_STREAM);
  const catalogue = recorded
    .map((e) => parseYouScoutEvent(e.type, e.data))
    .reduce(evolveCatalogue, emptyCatalogue);
  const events = decideAwardBadge(
    { type: 'AwardBadge', userId, badgeId, by: 'staff', reason, now: new Date() },
    catalogue,
    false,
  );
  await append(ctx, userBadgeStream(userId, badgeId), events, 'no_stream');
}
