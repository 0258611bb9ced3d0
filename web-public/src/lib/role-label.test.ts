import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-label';

describe('a role as shown', () => {
  it('is capitalised', () => expect(roleLabel('coach')).toBe('Coach'));
  it('defaults to User', () => {
    expect(roleLabel(undefined)).toBe('User');
    expect(roleLabel('')).toBe('User');
  });
});
