import { describe, expect, it } from 'vitest';
import { keyringOf } from '../core/keys/keyring.testing';
import { unsubscribeLink, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const ctx = { keys: await keyringOf({ links: ['a-server-secret-of-enough-length-0123456789'] }) };
const otherServer = {
  keys: await keyringOf({ links: ['another-server-secret-of-enough-length-987'] }),
};

describe('unsubscribe tokens', () => {
  it('gives back the lower-cased address it was made for', () => {
    const token = unsubscribeToken(ctx, ' Fan@Example.com ');
    expect(verifyUnsubscribeToken(ctx, token)).toBe('fan@example.com');
    expect(unsubscribeToken(ctx, 'fan@example.com')).toBe(token);
  });

  it('refuses a token whose address or signature was changed', () => {
    const token = unsubscribeToken(ctx, 'fan@example.com');
    const [address, signature] = token.split('.') as [string, string];
    const otherAddress = Buffer.from('victim@example.com').toString('base64url');
    expect(verifyUnsubscribeToken(ctx, `${otherAddress}.${signature}`)).toBeUndefined();
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyUnsubscribeToken(ctx, `${address}.${flipped}`)).toBeUndefined();
  });

  it('refuses a token made with another secret, and garbage', () => {
    expect(
      verifyUnsubscribeToken(ctx, unsubscribeToken(otherServer, 'fan@example.com')),
    ).toBeUndefined();
    for (const garbage of ['', 'abc', 'a.b', '.', `x.${'A'.repeat(42)}`, 'a.b.c']) {
      expect(verifyUnsubscribeToken(ctx, garbage)).toBeUndefined();
    }
  });

  it('accepts only the canonical spelling of a signature', () => {
    const token = unsubscribeToken(ctx, 'fan@example.com');
    // The last of 43 base64url characters carries two unused bits; another spelling of the
    // same bytes is still not the token the server made.
    const last = token.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? '';
    const respelled = `${token.slice(0, -1)}${sibling}`;
    expect(Buffer.from(respelled.split('.')[1] ?? '', 'base64url')).toEqual(
      Buffer.from(token.split('.')[1] ?? '', 'base64url'),
    );
    expect(verifyUnsubscribeToken(ctx, respelled)).toBeUndefined();
  });

  it('makes a link to the unsubscribe call on the site’s configured address', () => {
    const link = unsubscribeLink(
      { ...ctx, config: { publicUrl: 'https://nola.example' } },
      'Fan@Example.com',
    );
    const url = new URL(link);
    expect(url.origin).toBe('https://nola.example');
    expect(url.pathname).toBe('/api/newsletter/unsubscribe');
    expect(verifyUnsubscribeToken(ctx, url.searchParams.get('token') ?? '')).toBe(
      'fan@example.com',
    );
  });

  it('keeps accepting a link mailed before the link key was rotated, until its key is dropped', async () => {
    const before = unsubscribeToken(ctx, 'fan@example.com');
    const rotated = {
      keys: await keyringOf({
        links: [
          'a-new-link-secret-of-enough-length-55555555',
          'a-server-secret-of-enough-length-0123456789',
        ],
      }),
    };
    expect(verifyUnsubscribeToken(rotated, before)).toBe('fan@example.com');
    // New links are signed with the new key, which the old list does not know.
    const after = unsubscribeToken(rotated, 'fan@example.com');
    expect(after).not.toBe(before);
    expect(verifyUnsubscribeToken(ctx, after)).toBeUndefined();
    const dropped = {
      keys: await keyringOf({ links: ['a-new-link-secret-of-enough-length-55555555'] }),
    };
    expect(verifyUnsubscribeToken(dropped, before)).toBeUndefined();
  });
});
