import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyringOf } from '../../core/keys/keyring.testing';
import { RemovalLinkInvalid } from '../errors';
import { type RemovalToken, readRemovalToken, removalToken } from './removal-links';

const token = (): RemovalToken => ({
  nominationId: randomUUID(),
  linkId: randomUUID(),
  requestedAs: 'guardian',
  expiresAt: new Date('2026-11-27T12:00:00Z'),
});

describe('a removal link token', () => {
  it('reads back what it was signed with, under the current key or an older one', async () => {
    const given = token();
    const old = { keys: await keyringOf({ links: ['old-links-key-0123456789abcdef'] }) };
    const rotated = {
      keys: await keyringOf({
        links: ['new-links-key-0123456789abcdef', 'old-links-key-0123456789abcdef'],
      }),
    };
    expect(readRemovalToken(old, removalToken(old, given))).toEqual(given);
    expect(readRemovalToken(rotated, removalToken(old, given))).toEqual(given);
  });

  it('refuses one signed with another key, altered, or made for another purpose', async () => {
    const ours = { keys: await keyringOf({ links: ['our-links-key-0123456789abcdef'] }) };
    const theirs = { keys: await keyringOf({ links: ['their-links-key-0123456789abcdef'] }) };
    const given = token();
    const signed = removalToken(ours, given);
    expect(() => readRemovalToken(ours, removalToken(theirs, given))).toThrow(RemovalLinkInvalid);
    // Another role, or a later expiry, under the same signature.
    expect(() => readRemovalToken(ours, signed.replace('.guardian.', '.nominator.'))).toThrow(
      RemovalLinkInvalid,
    );
    const seconds = String(given.expiresAt.getTime() / 1000);
    expect(() =>
      readRemovalToken(ours, signed.replace(`.${seconds}.`, `.${Number(seconds) + 1}.`)),
    ).toThrow(RemovalLinkInvalid);
    for (const junk of ['', 'x', 'not.a-token', `${signed}x`, 'a'.repeat(600)])
      expect(() => readRemovalToken(ours, junk)).toThrow(RemovalLinkInvalid);
  });

  it('does not name the address it was mailed to', async () => {
    const ours = { keys: await keyringOf({ links: ['our-links-key-0123456789abcdef'] }) };
    const signed = removalToken(ours, token());
    expect(signed).not.toMatch(/@/);
    expect(signed.split('.')).toHaveLength(5);
  });
});
