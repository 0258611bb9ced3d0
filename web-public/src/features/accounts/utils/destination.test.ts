import { describe, expect, it, vi } from 'vitest';
import { destinationAfterSignIn } from '@/features/accounts/utils/destination';

describe('where a visitor goes after signing in', () => {
  it('given an admin, then the back office, and the stored path is left alone', () => {
    const take = vi.fn(() => '/profile');
    expect(destinationAfterSignIn({ role: 'admin' }, take)).toEqual({
      kind: 'admin',
      href: '/admin',
    });
    expect(take).not.toHaveBeenCalled();
  });

  it('given a stored redirect, then there', () => {
    expect(destinationAfterSignIn({ role: 'parent' }, () => '/prospect-evaluation')).toEqual({
      kind: 'route',
      path: '/prospect-evaluation',
    });
  });

  it('given none stored, then home', () => {
    expect(destinationAfterSignIn({ role: 'fan' }, () => null)).toEqual({
      kind: 'route',
      path: '/',
    });
  });

  it('given /auth itself stored, then home rather than back to the form', () => {
    expect(destinationAfterSignIn({ role: 'coach' }, () => '/auth')).toEqual({
      kind: 'route',
      path: '/',
    });
  });
});
