import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, passwordNeedsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the password that was hashed and refuses any other', async () => {
    const passwordHash = await hashPassword('correct horse');
    const [, algorithm, , parameters] = passwordHash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(parameters?.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(await verifyPassword(passwordHash, 'correct horse')).toBe(true);
    expect(await verifyPassword(passwordHash, 'Correct horse')).toBe(false);
    expect(passwordNeedsRehash(passwordHash)).toBe(false);
  });

  it('answers false, not an exception, for a hash it cannot read', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('makes one dummy hash, on first use, that no password matches', async () => {
    const first = await dummyHash();
    expect(await dummyHash()).toBe(first);
    expect(await verifyPassword(first, '')).toBe(false);
  });
});
