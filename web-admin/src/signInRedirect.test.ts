import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_REDIRECT_KEY, rememberBackOfficePath, takeBackOfficePath } from './signInRedirect';

beforeEach(() => sessionStorage.clear());

describe('the path kept for after sign-in (document 2 §2)', () => {
  it('gives back a back-office path, relative to /admin, once', () => {
    rememberBackOfficePath('/admin/prospects?page=2');
    expect(sessionStorage.getItem(ADMIN_REDIRECT_KEY)).toBe('/admin/prospects?page=2');
    expect(takeBackOfficePath()).toBe('/prospects?page=2');
    expect(takeBackOfficePath()).toBeNull();
  });

  it.each([
    '/admin',
    '/admin/',
    '/admin/login',
    '/profile',
    '//evil.example/admin',
    '/administrator',
  ])('keeps nothing to return to for %s', (path) => {
    rememberBackOfficePath(path);
    expect(takeBackOfficePath()).toBeNull();
  });

  it('ignores a marker someone else wrote outside the back office', () => {
    sessionStorage.setItem(ADMIN_REDIRECT_KEY, 'https://evil.example/');
    expect(takeBackOfficePath()).toBeNull();
    expect(sessionStorage.getItem(ADMIN_REDIRECT_KEY)).toBeNull();
  });
});
