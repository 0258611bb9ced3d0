import { describe, expect, it } from 'vitest';
import { catalogue, gathered } from './support/catalogue';
import { admin } from './support/policy';

describe('the catalogue gathers the areas’ access.testing.ts files', () => {
  it('refuses a call two sources both declare, naming both', () => {
    const policy = admin([200], 'any');
    expect(() =>
      gathered({
        'src/a/access.testing.ts': { 'GET /api/a': policy },
        'src/b/access.testing.ts': { 'GET /api/a': policy, 'GET /api/b': policy },
      }),
    ).toThrow(
      'GET /api/a has a policy in both src/a/access.testing.ts and src/b/access.testing.ts',
    );
  });

  it('finds the areas’ files: more than the central entries', () => {
    expect(Object.keys(catalogue).length).toBeGreaterThan(40);
  });
});
