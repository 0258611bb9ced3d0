import { z } from 'zod';
import { event, timestamp } from '../../core/event-schema';
import { SOCIAL_NETWORKS } from '../constants';
import { CONNECT_USER_TYPES, MATCHUP_LEVELS, MATCHUP_ROLES, MATCHUP_SPORTS } from './constants';

/**
 * The area profiles live on the account's own stream (`user-<id>`): registering through the
 * Matchups variant records the account and its Matchups profile in one append, so there is
 * never an account without the profile it registered for, nor a profile without its account.
 * The accounts area folds only its own events from that stream and leaves these alone.
 */

const text = z.string().nullable();
const list = z.array(z.string());

const matchupFields = {
  organization: text,
  title: text,
  sport: z.enum(MATCHUP_SPORTS).nullable(),
  level: z.enum(MATCHUP_LEVELS).nullable(),
  isActive: z.boolean(),
};

const connectFields = {
  userType: z.enum(CONNECT_USER_TYPES),
  companyName: text,
  biography: text,
  website: text,
  socialLinks: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text])) as Record<
      (typeof SOCIAL_NETWORKS)[number],
      typeof text
    >,
  ),
  preferredCategories: list,
  targetAudience: text,
  geographicFocus: list,
  /** Integer cents (PLATFORM.md §0), or null when not given. */
  typicalBudgetMin: z.number().int().nullable(),
  typicalBudgetMax: z.number().int().nullable(),
};

// Version 1 shapes. Each event carries the whole profile as it now is, not what changed.
// Verification (document 2's `verified`, `isVerified`) is staff's and has no event yet: the
// back office of Matchups and Connect adds one; until then every profile reads unverified.
export const areaProfileEventSchema = z.discriminatedUnion('type', [
  event('MatchupProfileCreated', {
    userId: z.string(),
    role: z.enum(MATCHUP_ROLES),
    ...matchupFields,
    createdAt: timestamp,
  }),
  event('MatchupProfileUpdated', { userId: z.string(), ...matchupFields, updatedAt: timestamp }),
  event('ConnectProfileCreated', { userId: z.string(), ...connectFields, createdAt: timestamp }),
  event('ConnectProfileUpdated', { userId: z.string(), ...connectFields, updatedAt: timestamp }),
]);

export type AreaProfileEvent = z.infer<typeof areaProfileEventSchema>;
export type AreaProfileEventOf<Type extends AreaProfileEvent['type']> = Extract<
  AreaProfileEvent,
  { type: Type }
>;
export type MatchupProfileCreated = AreaProfileEventOf<'MatchupProfileCreated'>;
export type MatchupProfileUpdated = AreaProfileEventOf<'MatchupProfileUpdated'>;
export type ConnectProfileCreated = AreaProfileEventOf<'ConnectProfileCreated'>;
export type ConnectProfileUpdated = AreaProfileEventOf<'ConnectProfileUpdated'>;

/** What the owner edits on each profile; empty values are null, lists may be empty. */
export type MatchupProfileFields = Omit<MatchupProfileUpdated['data'], 'userId' | 'updatedAt'>;
export type ConnectProfileFields = Omit<ConnectProfileUpdated['data'], 'userId' | 'updatedAt'>;

export const AREA_PROFILE_EVENT_TYPES = areaProfileEventSchema.options.map(
  (option) => option.shape.type.value,
);

const areaTypes: ReadonlySet<string> = new Set(AREA_PROFILE_EVENT_TYPES);
export const isAreaProfileEvent = (type: string): boolean => areaTypes.has(type);

export const parseAreaProfileEvent = (type: string, data: unknown): AreaProfileEvent =>
  areaProfileEventSchema.parse({ type, data });
