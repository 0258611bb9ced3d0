import { describe, expect, it } from 'vitest';
import { NotASameSitePath, sameSitePath, sameSiteUrl } from './same-site-path';

/** Issue 36 item 10: every way a path can be made to leave the site once it is a Location. */
const OFF_SITE = [
  '//evil.example/x',
  '/.//evil.example/landing',
  '/..//evil.example/a',
  '/./\\evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2fevil.example',
  '/%2F%2Fevil.example',
  '/%5cevil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example',
  '/%09/evil.example',
  '/\u200b/evil.example',
  'https://evil.example/',
  'http:/evil.example',
  'javascript:alert(1)',
  'evil.example',
  '',
  `/${'a'.repeat(500)}`,
];

describe('a same-site path (issue 36 item 10)', () => {
  it.each(OFF_SITE)('refuses %j', (input) => {
    expect(sameSitePath(input)).toBeUndefined();
    expect(() => sameSiteUrl(input, 'http://localhost:3000')).toThrow(NotASameSitePath);
  });

  it('answers an on-site path normalised, with its query and fragment', () => {
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('/shop/./done/../thanks')).toBe('/shop/thanks');
    expect(sameSitePath('/../../shop')).toBe('/shop');
    expect(sameSitePath('/shop?item=3&size=m#top')).toBe('/shop?item=3&size=m#top');
    expect(sameSitePath('/caf%C3%A9')).toBe('/caf%C3%A9');
  });

  it('resolves against the site, keeping its scheme, host and port', () => {
    const url = sameSiteUrl('/shop/./thanks', 'https://nola.example:8443/ignored/base');
    expect(url.href).toBe('https://nola.example:8443/shop/thanks');
  });
});
