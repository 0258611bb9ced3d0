import { describe, expect, it } from 'vitest';
import { chooseVariant } from '@/features/accounts/utils/variant';

describe('the /auth variant (document 2 §2)', () => {
  it('given no stored redirect, then YouScout with coach, parent and fan', () => {
    const variant = chooseVariant(null, '/auth');
    expect(variant.name).toBe('youscout');
    expect(variant.roles).toEqual(['coach', 'parent', 'fan']);
  });

  it('given a stored redirect into matchups, then Matchups with athlete, coach and scout', () => {
    const variant = chooseVariant('/matchups/coach-dashboard', '/auth');
    expect(variant.name).toBe('matchups');
    expect(variant.roles).toEqual(['athlete', 'coach', 'scout']);
  });

  it('given the current address mentions matchups, then Matchups', () => {
    expect(chooseVariant(null, '/auth?from=matchups').name).toBe('matchups');
  });

  it('given a redirect elsewhere, then YouScout', () => {
    expect(chooseVariant('/profile', '/auth').name).toBe('youscout');
  });

  it('never offers the admin role', () => {
    for (const path of ['/auth', '/matchups'])
      expect(chooseVariant(path, '/auth').roles).not.toContain('admin');
  });
});
