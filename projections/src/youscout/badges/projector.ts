import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { parseYouScoutEvent } from '../../../../services/src/youscout/events';
import type { Projector } from '../../runner/projector';

// ── youscout_badges and youscout_user_badges ─────────────────────────────────────────────
// The catalogue from `scoutbadges-catalogue`, the awards from each `userbadge-` stream. Every
// write is an upsert or a guarded update, so applying an event again changes nothing.

const HANDLES = [
  'ScoutBadgeCreated',
  'ScoutBadgeUpdated',
  'ScoutBadgeRetired',
  'ScoutBadgeAwarded',
] as const;
type Handled = (typeof HANDLES)[number];

/** The catalogue's fields as columns (the event names them as the fold does). */
const COLUMNS: Record<string, string> = {
  name: 'name',
  description: 'description',
  icon: 'icon',
  requirements: 'requirements',
  rule: 'rule',
};

async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const type = recorded.type as Handled;
  const event = parseYouScoutEvent(type, recorded.data);
  switch (event.type) {
    case 'ScoutBadgeCreated': {
      const d = event.data;
      await trx('youscout_badges')
        .insert({
          id: d.badgeId,
          name: d.name,
          description: d.description,
          icon: d.icon,
          requirements: d.requirements,
          rule: d.rule,
          retired: false,
          created_at: d.createdAt,
          updated_at: d.createdAt,
          retired_at: null,
        })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'ScoutBadgeUpdated': {
      const changes: Record<string, unknown> = {};
      for (const [field, { to }] of Object.entries(event.data.changes)) {
        const column = COLUMNS[field];
        if (column) changes[column] = to;
      }
      await trx('youscout_badges')
        .where({ id: event.data.badgeId })
        .update({ ...changes, updated_at: event.data.updatedAt });
      return;
    }
    case 'ScoutBadgeRetired':
      await trx('youscout_badges')
        .where({ id: event.data.badgeId })
        .update({ retired: true, retired_at: event.data.retiredAt });
      return;
    case 'ScoutBadgeAwarded': {
      const d = event.data;
      await trx('youscout_user_badges')
        .insert({
          user_id: d.userId,
          badge_id: d.badgeId,
          rule: d.rule,
          cause: d.cause,
          awarded_by: d.awardedBy,
          reason: d.reason,
          awarded_at: d.awardedAt,
        })
        .onConflict(['user_id', 'badge_id'])
        .ignore();
      return;
    }
    default:
      throw new Error(`Unexpected event ${recorded.type}`);
  }
}

export const youScoutBadgesProjector: Projector = {
  name: 'youscout-badges',
  version: 1,
  handles: HANDLES,
  tables: ['youscout_badges', 'youscout_user_badges'],
  apply,
};
