import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import type { Projector } from '../runner/projector';

export type UserProfileRow = {
  user_id: string;
  display_name: string;
  bio: string | null;
  location: string | null;
  team_name: string | null;
  team_position: string | null;
  photo_url: string | null;
  social_links: Record<string, string | null>;
  notification_preferences: Record<string, boolean>;
  verification_status: 'pending' | 'verified' | 'rejected';
  created_at: Date;
  updated_at: Date;
};

type Data = Record<string, unknown>;
const str = (data: Data, key: string) => String(data[key]);
const textOrNull = (data: Data, key: string) =>
  typeof data[key] === 'string' ? (data[key] as string) : null;

async function apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const d = event.data as Data;
  switch (event.type) {
    case 'UserProfileUpdated': {
      const fields = {
        display_name: str(d, 'displayName'),
        bio: textOrNull(d, 'bio'),
        location: textOrNull(d, 'location'),
        team_name: textOrNull(d, 'teamName'),
        team_position: textOrNull(d, 'teamPosition'),
        photo_url: textOrNull(d, 'photoUrl'),
        social_links: JSON.stringify(d.socialLinks ?? {}),
        notification_preferences: JSON.stringify(d.notificationPreferences ?? {}),
        updated_at: str(d, 'updatedAt'),
      };
      // The first update creates the profile; verification stays as staff last set it.
      await trx('user_profiles')
        .insert({ user_id: str(d, 'userId'), ...fields, created_at: str(d, 'updatedAt') })
        .onConflict('user_id')
        .merge(Object.keys(fields));
      return;
    }
    case 'CoachVerificationChanged':
      await trx('user_profiles')
        .where({ user_id: str(d, 'userId') })
        .update({ verification_status: str(d, 'verificationStatus') });
      return;
  }
}

export const userProfilesProjector: Projector = {
  name: 'user-profiles',
  version: 1,
  handles: ['UserProfileUpdated', 'CoachVerificationChanged'],
  tables: ['user_profiles'],
  apply,
};
