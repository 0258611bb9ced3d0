import type { Knex } from 'knex';
import { userStream } from '../../accounts';
import { appendEvents, type CommandContext } from '../../core/context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  WrongExpectedRevision,
} from '../../core/event-store/event-store';
import { foldEvents } from '../../core/event-store/fold-stream';
import type { ConnectUserRow, MatchupUserRow } from '../rows';
import type { AreaProfileEvent } from './events';
import { isAreaProfileEvent, parseAreaProfileEvent } from './events';
import type { ConnectProfileAnswer, MatchupProfileAnswer } from './schemas';
import {
  type AreaProfiles,
  type ConnectProfile,
  evolveAreaProfiles,
  initialAreaProfiles,
  type MatchupProfile,
} from './state';

/** The account's area profiles, folded from its stream, with the stream's revision to append at. */
export async function loadAreaProfiles(store: EventStore, userId: string) {
  const events = await store.readStream(userStream(userId));
  const { state } = foldEvents(
    events.filter((event) => isAreaProfileEvent(event.type)),
    parseAreaProfileEvent,
    evolveAreaProfiles,
    initialAreaProfiles,
  );
  return { state, revision: events.at(-1)?.revision ?? ('no_stream' as const) };
}

/** A few tries: the account's stream also takes sign-in changes, which a save must not lose to. */
const ATTEMPTS = 3;

/**
 * Load, decide, append on the account's stream; a concurrent append (a password change, another
 * save) makes it decide again on the new state. Answers the state after the append and what was
 * appended (nothing when the decision recorded nothing).
 */
export async function changeAreaProfiles(
  ctx: CommandContext,
  userId: string,
  decide: (state: AreaProfiles) => AreaProfileEvent[],
  metadata: EventMetadata,
): Promise<{ state: AreaProfiles; appended: AppendResult | undefined }> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadAreaProfiles(ctx.store, userId);
    const events = decide(state);
    const after = events.reduce(evolveAreaProfiles, state);
    if (events.length === 0) return { state: after, appended: undefined };
    try {
      const appended = await appendEvents(ctx, userStream(userId), events, revision, metadata);
      return { state: after, appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision) || attempt >= ATTEMPTS) throw error;
    }
  }
}

// ── Answers ─────────────────────────────────────────────────────────────────

/** Verification has no event yet (staff's, with the areas' back office): unverified until then. */
export const matchupAnswerOfState = (
  userId: string,
  profile: MatchupProfile,
): MatchupProfileAnswer => ({
  userId,
  role: profile.role,
  ...profile.fields,
  verified: false,
  createdAt: profile.createdAt,
  updatedAt: profile.updatedAt,
});

export const connectAnswerOfState = (
  userId: string,
  profile: ConnectProfile,
): ConnectProfileAnswer => ({
  userId,
  ...profile.fields,
  isVerified: false,
  createdAt: profile.createdAt,
  updatedAt: profile.updatedAt,
});

const matchupAnswerOfRow = (row: MatchupUserRow): MatchupProfileAnswer => ({
  userId: row.user_id,
  role: row.role,
  organization: row.organization,
  title: row.title,
  sport: row.sport as MatchupProfileAnswer['sport'],
  level: row.level as MatchupProfileAnswer['level'],
  verified: row.verified,
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const connectAnswerOfRow = (row: ConnectUserRow): ConnectProfileAnswer => ({
  userId: row.user_id,
  userType: row.user_type,
  companyName: row.company_name,
  biography: row.biography,
  website: row.website,
  socialLinks: row.social_links as ConnectProfileAnswer['socialLinks'],
  preferredCategories: row.preferred_categories,
  targetAudience: row.target_audience,
  geographicFocus: row.geographic_focus,
  typicalBudgetMin: row.typical_budget_min === null ? null : Number(row.typical_budget_min),
  typicalBudgetMax: row.typical_budget_max === null ? null : Number(row.typical_budget_max),
  isVerified: row.is_verified,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The account's area profiles from the read tables. */
export async function findAreaProfiles(knex: Knex, userId: string) {
  const [matchups, connect] = await Promise.all([
    knex<MatchupUserRow>('matchup_users').where({ user_id: userId }).first(),
    knex<ConnectUserRow>('connect_users').where({ user_id: userId }).first(),
  ]);
  return {
    matchups: matchups ? matchupAnswerOfRow(matchups) : null,
    connect: connect ? connectAnswerOfRow(connect) : null,
  };
}
