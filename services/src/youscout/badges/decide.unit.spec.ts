import { describe, expect, it } from 'vitest';
import { BadgeNameTaken, BadgeNotFound, BadgeRetired, BadgeRuleTaken } from '../errors';
import type { YouScoutEvent } from '../events';
import { now } from '../youscout.testing';
import {
  type BadgeFields,
  type Catalogue,
  decideCreateBadge,
  decideRetireBadge,
  decideUpdateBadge,
  emptyCatalogue,
  evolveCatalogue,
} from './decide';

const staff = 'staff-1';
const fields = (overrides: Partial<BadgeFields> = {}): BadgeFields => ({
  name: 'Talent Spotter',
  description: 'Your first nomination was approved',
  icon: 'binoculars',
  requirements: 'Have a nomination approved',
  rule: 'first-approved-nomination',
  ...overrides,
});
const create = (badgeId: string, overrides: Partial<BadgeFields> = {}) => ({
  type: 'CreateBadge' as const,
  badgeId,
  fields: fields(overrides),
  by: staff,
  now,
});
const catalogueOf = (...events: YouScoutEvent[]): Catalogue =>
  events.reduce(evolveCatalogue, emptyCatalogue);
const withSpotter = () => catalogueOf(...decideCreateBadge(create('b1'), emptyCatalogue));

describe('the badge catalogue', () => {
  it('given an empty catalogue, then ScoutBadgeCreated carries every field', () => {
    expect(decideCreateBadge(create('b1'), emptyCatalogue)).toEqual([
      {
        type: 'ScoutBadgeCreated',
        data: { badgeId: 'b1', ...fields(), by: staff, createdAt: now.toISOString() },
      },
    ]);
    expect(withSpotter().get('b1')).toEqual({ id: 'b1', ...fields(), retired: false });
  });

  it('refuses a name another badge has (any case), and a rule another badge awards', () => {
    const catalogue = withSpotter();
    expect(() =>
      decideCreateBadge(create('b2', { name: 'talent spotter', rule: null }), catalogue),
    ).toThrow(BadgeNameTaken);
    expect(() => decideCreateBadge(create('b2', { name: 'Scout' }), catalogue)).toThrow(
      new BadgeRuleTaken('Talent Spotter').message,
    );
    expect(decideCreateBadge(create('b2', { name: 'Scout', rule: null }), catalogue)).toHaveLength(
      1,
    );
  });

  it('records only what an update changes; refuses a taken name or rule', () => {
    const catalogue = catalogueOf(
      ...decideCreateBadge(create('b1'), emptyCatalogue),
      ...decideCreateBadge(
        create('b2', { name: 'Crowd Favorite', rule: 'nomination-25-votes' }),
        withSpotter(),
      ),
    );
    const update = (changes: Partial<BadgeFields>) => ({
      type: 'UpdateBadge' as const,
      badgeId: 'b2',
      changes,
      by: staff,
      now,
    });
    expect(decideUpdateBadge(update({ name: 'Crowd Favorite', icon: 'star' }), catalogue)).toEqual([
      {
        type: 'ScoutBadgeUpdated',
        data: {
          badgeId: 'b2',
          changes: { icon: { from: 'binoculars', to: 'star' } },
          by: staff,
          updatedAt: now.toISOString(),
        },
      },
    ]);
    expect(decideUpdateBadge(update({ name: 'Crowd Favorite' }), catalogue)).toEqual([]);
    expect(() => decideUpdateBadge(update({ name: 'TALENT SPOTTER' }), catalogue)).toThrow(
      BadgeNameTaken,
    );
    expect(() =>
      decideUpdateBadge(update({ rule: 'first-approved-nomination' }), catalogue),
    ).toThrow(BadgeRuleTaken);
    expect(decideUpdateBadge(update({ rule: null }), catalogue)[0]?.data.changes).toEqual({
      rule: { from: 'nomination-25-votes', to: null },
    });
  });

  it('retires a badge, which frees its name and rule; refuses editing or retiring it again, and unknown badges', () => {
    const catalogue = withSpotter();
    const retired = catalogueOf(
      ...decideCreateBadge(create('b1'), emptyCatalogue),
      ...decideRetireBadge({ type: 'RetireBadge', badgeId: 'b1', by: staff, now }, catalogue),
    );
    expect(retired.get('b1')?.retired).toBe(true);
    expect(() =>
      decideRetireBadge({ type: 'RetireBadge', badgeId: 'b1', by: staff, now }, retired),
    ).toThrow(BadgeRetired);
    expect(() =>
      decideUpdateBadge(
        { type: 'UpdateBadge', badgeId: 'b1', changes: { icon: 'x' }, by: staff, now },
        retired,
      ),
    ).toThrow(BadgeRetired);
    expect(decideCreateBadge(create('b2'), retired)).toHaveLength(1);
    expect(() =>
      decideRetireBadge({ type: 'RetireBadge', badgeId: 'nope', by: staff, now }, retired),
    ).toThrow(BadgeNotFound);
  });
});
