import type { Knex } from 'knex';
import type { Role } from '../accounts';
import { appendEvents, type CommandContext } from '../core/context';
import type { AppendResult, EventMetadata, EventStore } from '../core/event-store/event-store';
import { foldStream } from '../core/event-store/fold-stream';
import { decideUpdateProfile } from './decide';
import {
  type NotificationPreferences,
  type ProfileEvent,
  type ProfileFields,
  parseProfileEvent,
  profileStream,
  type SocialLinks,
  type TeamPosition,
} from './events';
import { evolve, initialProfile, type Profile } from './profile';
import type { UserProfileRow } from './rows';
import type { UserProfile } from './schemas';

type SavedProfile = Extract<Profile, { status: 'created' }>;

/** The profile as the API answers it, from its read row. */
const profileOfRow = (row: UserProfileRow): UserProfile => ({
  userId: row.user_id,
  displayName: row.display_name,
  bio: row.bio,
  location: row.location,
  teamName: row.team_name,
  teamPosition: row.team_position as TeamPosition | null,
  photoUrl: row.photo_url,
  socialLinks: row.social_links as SocialLinks,
  // A row saved before the per-type e-mail flags existed reads them as on.
  notificationPreferences: {
    evaluationUpdates: true,
    verificationUpdates: true,
    securityNotices: true,
    ...row.notification_preferences,
  } as NotificationPreferences,
  verificationStatus: row.verification_status,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The same answer from the folded stream, for a save whose read model may not have caught up. */
const profileOfState = (userId: string, state: SavedProfile): UserProfile => ({
  userId,
  ...state.fields,
  verificationStatus: state.verificationStatus,
  createdAt: state.createdAt,
  updatedAt: state.updatedAt,
});

export async function findProfile(knex: Knex, userId: string): Promise<UserProfile | undefined> {
  const row = await knex<UserProfileRow>('user_profiles').where({ user_id: userId }).first();
  return row ? profileOfRow(row) : undefined;
}

/** The profile folded from its stream, with the revision to append at. */
export async function loadProfile(store: EventStore, userId: string) {
  const { state, revision } = await foldStream<ProfileEvent, Profile>(
    store,
    profileStream(userId),
    parseProfileEvent,
    evolve,
    initialProfile,
  );
  return { state, revision: revision ?? ('no_stream' as const) };
}

/**
 * Records the form as the profile (nothing when unchanged); a concurrent edit is a 409. Answers
 * the profile as saved, what was appended (if anything), and the photo the save replaced or
 * removed, if any, so its file can go.
 */
export async function updateProfile(
  ctx: CommandContext,
  user: { id: string; role: Role },
  fields: ProfileFields,
  metadata: EventMetadata,
): Promise<{
  profile: UserProfile;
  appended: AppendResult | undefined;
  droppedPhotoUrl: string | null;
}> {
  const { state, revision } = await loadProfile(ctx.store, user.id);
  const events = decideUpdateProfile(
    {
      type: 'UpdateProfile',
      userId: user.id,
      role: user.role,
      fields,
      now: new Date(metadata.occurredAt),
    },
    state,
  );
  const saved = events.reduce(evolve, state);
  if (saved.status !== 'created') throw new Error('a saved profile folds to a created one');
  const profile = profileOfState(user.id, saved);
  if (events.length === 0) return { profile, appended: undefined, droppedPhotoUrl: null };
  const appended = await appendEvents(ctx, profileStream(user.id), events, revision, metadata);
  const before = state.status === 'created' ? state.fields.photoUrl : null;
  return { profile, appended, droppedPhotoUrl: before !== fields.photoUrl ? before : null };
}
