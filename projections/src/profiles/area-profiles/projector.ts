import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import {
  AREA_PROFILE_EVENT_TYPES,
  parseAreaProfileEvent,
} from '../../../../services/src/profiles/areas/events';
import type { Projector } from '../../runner/projector';

/**
 * Each account's Matchups and Connect profiles. A creation inserts the row once; an update
 * writes it only when its revision on the account stream is newer than the row's, so a replay
 * or a rebuild leaves the same rows.
 */
async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = parseAreaProfileEvent(recorded.type, recorded.data);
  const version = recorded.revision;
  switch (event.type) {
    case 'MatchupProfileCreated': {
      const { userId, role, organization, title, sport, level, isActive, createdAt } = event.data;
      await trx('matchup_users')
        .insert({
          user_id: userId,
          role,
          organization,
          title,
          sport,
          level,
          is_active: isActive,
          version,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .onConflict('user_id')
        .ignore();
      return;
    }
    case 'MatchupProfileUpdated': {
      const { userId, organization, title, sport, level, isActive, updatedAt } = event.data;
      await trx('matchup_users')
        .where({ user_id: userId })
        .andWhere('version', '<', version)
        .update({
          organization,
          title,
          sport,
          level,
          is_active: isActive,
          version,
          updated_at: updatedAt,
        });
      return;
    }
    case 'ConnectProfileCreated': {
      const { userId, createdAt, ...fields } = event.data;
      await trx('connect_users')
        .insert({
          user_id: userId,
          ...connectColumns(fields),
          version,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .onConflict('user_id')
        .ignore();
      return;
    }
    case 'ConnectProfileUpdated': {
      const { userId, updatedAt, ...fields } = event.data;
      await trx('connect_users')
        .where({ user_id: userId })
        .andWhere('version', '<', version)
        .update({ ...connectColumns(fields), version, updated_at: updatedAt });
      return;
    }
    default: {
      const unexpected: never = event;
      throw new Error(`area-profiles cannot apply ${String(unexpected)}`);
    }
  }
}

type ConnectData = Omit<
  Extract<ReturnType<typeof parseAreaProfileEvent>, { type: 'ConnectProfileUpdated' }>['data'],
  'userId' | 'updatedAt'
>;

const connectColumns = (fields: ConnectData) => ({
  user_type: fields.userType,
  company_name: fields.companyName,
  biography: fields.biography,
  website: fields.website,
  social_links: JSON.stringify(fields.socialLinks),
  preferred_categories: JSON.stringify(fields.preferredCategories),
  target_audience: fields.targetAudience,
  geographic_focus: JSON.stringify(fields.geographicFocus),
  typical_budget_min: fields.typicalBudgetMin,
  typical_budget_max: fields.typicalBudgetMax,
});

export const areaProfilesProjector: Projector = {
  name: 'area-profiles',
  version: 1,
  handles: AREA_PROFILE_EVENT_TYPES,
  tables: ['matchup_users', 'connect_users'],
  apply,
};
