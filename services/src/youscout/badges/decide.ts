import { type BadgeMove, type BadgeRule, badgeState, NEXT_BADGE_MOVES } from '../constants';
import { BadgeNameTaken, BadgeNotFound, BadgeRetired, BadgeRuleTaken } from '../errors';
import type { YouScoutEvent, YouScoutEventOf } from '../events';

// ── The badge catalogue (`youscout_badges`), folded from `scoutbadges-catalogue` ─
// One stream, so a name and a rule each belong to one badge, checked at its revision.

export type BadgeFields = {
  name: string;
  description: string;
  icon: string;
  requirements: string;
  rule: BadgeRule | null;
};
export type Badge = BadgeFields & { id: string; retired: boolean };
export type Catalogue = ReadonlyMap<string, Badge>;
export const emptyCatalogue: Catalogue = new Map();

export function evolveCatalogue(state: Catalogue, event: YouScoutEvent): Catalogue {
  switch (event.type) {
    case 'ScoutBadgeCreated': {
      const { badgeId, by: _, createdAt: __, ...fields } = event.data;
      return new Map(state).set(badgeId, { id: badgeId, ...fields, retired: false });
    }
    case 'ScoutBadgeUpdated': {
      const badge = state.get(event.data.badgeId);
      if (!badge) return state;
      const changed = { ...badge };
      for (const [field, { to }] of Object.entries(event.data.changes))
        (changed as Record<string, unknown>)[field] = to;
      return new Map(state).set(badge.id, changed);
    }
    case 'ScoutBadgeRetired': {
      const badge = state.get(event.data.badgeId);
      return badge ? new Map(state).set(badge.id, { ...badge, retired: true }) : state;
    }
    default:
      return state;
  }
}

/** The badge a rule awards now (retired badges award nothing). */
export const badgeForRule = (catalogue: Catalogue, rule: BadgeRule): Badge | undefined =>
  [...catalogue.values()].find((badge) => badge.rule === rule && !badge.retired);

function checkUnique(catalogue: Catalogue, badgeId: string, fields: Partial<BadgeFields>): void {
  for (const other of catalogue.values()) {
    if (other.id === badgeId || other.retired) continue;
    if (fields.name !== undefined && other.name.toLowerCase() === fields.name.toLowerCase())
      throw new BadgeNameTaken(fields.name);
    if (fields.rule && other.rule === fields.rule) throw new BadgeRuleTaken(other.name);
  }
}

/** The badge, when NEXT_BADGE_MOVES allows the move from its state (a retired badge: none). */
const movable = (catalogue: Catalogue, badgeId: string, move: BadgeMove): Badge => {
  const badge = catalogue.get(badgeId);
  if (!badge) throw new BadgeNotFound();
  const moves: readonly BadgeMove[] = NEXT_BADGE_MOVES[badgeState(badge)];
  // Retired is the one state that refuses, so its refusal is the one error.
  if (!moves.includes(move)) throw new BadgeRetired();
  return badge;
};

export type CreateBadge = {
  type: 'CreateBadge';
  badgeId: string;
  fields: BadgeFields;
  by: string;
  now: Date;
};

export function decideCreateBadge(
  command: CreateBadge,
  catalogue: Catalogue,
): [YouScoutEventOf<'ScoutBadgeCreated'>] {
  if (catalogue.has(command.badgeId)) throw new Error(`badge ${command.badgeId} exists already`);
  checkUnique(catalogue, command.badgeId, command.fields);
  return [
    {
      type: 'ScoutBadgeCreated',
      data: {
        badgeId: command.badgeId,
        ...command.fields,
        by: command.by,
        createdAt: command.now.toISOString(),
      },
    },
  ];
}

export type UpdateBadge = {
  type: 'UpdateBadge';
  badgeId: string;
  changes: Partial<BadgeFields>;
  by: string;
  now: Date;
};

/** Records only what changes, each field with its value before and after. */
export function decideUpdateBadge(
  command: UpdateBadge,
  catalogue: Catalogue,
): YouScoutEventOf<'ScoutBadgeUpdated'>[] {
  const badge = movable(catalogue, command.badgeId, 'update');
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(command.changes)) {
    const from = badge[field as keyof BadgeFields];
    if (to !== undefined && to !== from) changes[field] = { from, to };
  }
  if (Object.keys(changes).length === 0) return [];
  checkUnique(catalogue, badge.id, {
    name: changes.name ? (changes.name.to as string) : undefined,
    rule: changes.rule ? (changes.rule.to as BadgeRule | null) : undefined,
  });
  return [
    {
      type: 'ScoutBadgeUpdated',
      data: { badgeId: badge.id, changes, by: command.by, updatedAt: command.now.toISOString() },
    },
  ];
}

export type RetireBadge = { type: 'RetireBadge'; badgeId: string; by: string; now: Date };

export function decideRetireBadge(
  command: RetireBadge,
  catalogue: Catalogue,
): [YouScoutEventOf<'ScoutBadgeRetired'>] {
  const badge = movable(catalogue, command.badgeId, 'retire');
  return [
    {
      type: 'ScoutBadgeRetired',
      data: { badgeId: badge.id, by: command.by, retiredAt: command.now.toISOString() },
    },
  ];
}

export { movable as movableBadge };
