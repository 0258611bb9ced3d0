import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, destinationAfterSignIn } from '@/features/accounts/utils/destination';

describe('where a visitor goes after signing in', () => {
  it("given an admin with nothing asked for, then YouScout's admin panel (document 2 §2)", () => {
    expect(destinationAfterSignIn({ role: 'admin' }, () => null)).toEqual({
      kind: 'route',
      path: '/you-scout/actual-admin',
    });
    expect(ADMIN_HOME).toBe('/you-scout/actual-admin');
  });

  it('given an admin the back office sent here, then the back office (a full page load)', () => {
    expect(destinationAfterSignIn({ role: 'admin' }, () => null, true)).toEqual({
      kind: 'admin',
      href: '/admin',
    });
  });

  it('given an admin the admin guard sent here from a page of the site, then back there', () => {
    expect(destinationAfterSignIn({ role: 'admin' }, () => '/you-scout/admin')).toEqual({
      kind: 'route',
      path: '/you-scout/admin',
    });
  });

  it('given a stored redirect, then there', () => {
    expect(destinationAfterSignIn({ role: 'parent' }, () => '/prospect-evaluation')).toEqual({
      kind: 'route',
      path: '/prospect-evaluation',
    });
  });

  it('given a member the back office sent here, then not the back office: the stored path or home', () => {
    expect(destinationAfterSignIn({ role: 'fan' }, () => null, true)).toEqual({
      kind: 'route',
      path: '/',
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
