import type { Knex } from 'knex';
import type { Role } from '../accounts/events';
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
  type VerificationStatus,
} from './events';
import { evolve, initialProfile, type Profile } from './profile';
import type { UserProfileRow } from './rows';

/** The profile as the API answers it. */
export type ApiProfile = ProfileFields & {
  userId: string;
  verificationStatus: VerificationStatus;
  createdAt: Date;
  updatedAt: Date;
};

export const toApiProfile = (row: UserProfileRow): ApiProfile => ({
  userId: row.user_id,
  displayName: row.display_name,
  bio: row.bio,
  location: row.location,
  teamName: row.team_name,
  teamPosition: row.team_position as TeamPosition | null,
  photoUrl: row.photo_url,
  socialLinks: row.social_links as SocialLinks,
  notificationPreferences: row.notification_preferences as NotificationPreferences,
  verificationStatus: row.verification_status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function findProfile(knex: Knex, userId: string): Promise<ApiProfile | undefined> {
  const row = await knex<UserProfileRow>('user_profiles').where({ user_id: userId }).first();
  return row ? toApiProfile(row) : undefined;
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
 * the photo the save replaced or removed, if any, so its file can go.
 */
export async function updateProfile(
  ctx: CommandContext,
  user: { id: string; role: Role },
  fields: ProfileFields,
  metadata: EventMetadata,
): Promise<{ appended: AppendResult; droppedPhotoUrl: string | null } | undefined> {
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
  if (events.length === 0) return undefined;
  const appended = await appendEvents(ctx, profileStream(user.id), events, revision, metadata);
  const before = state.status === 'created' ? state.fields.photoUrl : null;
  return { appended, droppedPhotoUrl: before !== fields.photoUrl ? before : null };
}
