import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import type { Projector } from '../runner/projector';
import { rowInserts } from '../runner/row-inserts';

type Data = Record<string, unknown>;
const str = (data: Data, key: string) => String(data[key]);
const textOrNull = (data: Data, key: string) =>
  typeof data[key] === 'string' ? (data[key] as string) : null;

/** What an update writes: the first creates the profile. */
function rowOf(event: RecordedEvent) {
  if (event.type !== 'UserProfileUpdated') return null;
  const d = event.data as Data;
  return {
    user_id: str(d, 'userId'),
    display_name: str(d, 'displayName'),
    bio: textOrNull(d, 'bio'),
    location: textOrNull(d, 'location'),
    team_name: textOrNull(d, 'teamName'),
    team_position: textOrNull(d, 'teamPosition'),
    photo_url: textOrNull(d, 'photoUrl'),
    social_links: JSON.stringify(d.socialLinks ?? {}),
    notification_preferences: JSON.stringify(d.notificationPreferences ?? {}),
    created_at: str(d, 'updatedAt'),
    updated_at: str(d, 'updatedAt'),
  };
}

/** An update changes these; verification stays as staff last set it. */
const UPDATED = [
  'display_name',
  'bio',
  'location',
  'team_name',
  'team_position',
  'photo_url',
  'social_links',
  'notification_preferences',
  'updated_at',
];

async function other(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const d = event.data as Data;
  if (event.type === 'CoachVerificationChanged') {
    await trx('user_profiles')
      .where({ user_id: str(d, 'userId') })
      .update({ verification_status: str(d, 'verificationStatus') });
  }
}

export const userProfilesProjector: Projector = {
  name: 'user-profiles',
  version: 1,
  handles: ['UserProfileUpdated', 'CoachVerificationChanged'],
  tables: ['user_profiles'],
  ...rowInserts({
    table: 'user_profiles',
    rowOf,
    onConflict: (insert) => insert.onConflict('user_id').merge(UPDATED),
    key: 'user_id',
    other,
  }),
};
