import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash, verify } from 'argon2';

// OWASP's minimum argon2id configuration: 19 MiB, two passes, one lane.
const PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { type: argon2id, ...PARAMETERS });
}

/** False for a wrong password and for a hash that cannot be read: a login never throws here. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

/** True for hashes made with weaker parameters than today's; login can rehash them. */
export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    return needsRehash(passwordHash, PARAMETERS);
  } catch {
    return true;
  }
}

let dummyHashPromise: Promise<string> | undefined;

/**
 * A real hash of nothing anyone knows, made on first use (not at import, which would slow
 * every start). Login verifies an unknown user's password against it so that "no such user"
 * takes as long as "wrong password" and the timing does not reveal which usernames exist.
 */
export function dummyHash(): Promise<string> {
  dummyHashPromise ??= hashPassword(randomBytes(32).toString('base64')).catch((error: unknown) => {
    dummyHashPromise = undefined; // let the next login try again
    throw error;
  });
  return dummyHashPromise;
}
