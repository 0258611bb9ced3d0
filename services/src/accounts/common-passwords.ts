import { dictionary } from '@zxcvbn-ts/language-common';

/** What a user who chose one of them is told, beside the password field. */
export const COMMON_PASSWORD = 'This password is too common. Please choose a less common one.';

/** The shortest password the site accepts (the specification's minimum). */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * How many of the most common passwords long enough to be accepted are refused. OWASP ASVS 5.0
 * (6.2.4) asks for at least the top 3,000 that match the password policy; the list is ordered by
 * frequency, so these are also the first guesses of anyone trying passwords against the site.
 * The shorter ones among the most common are already refused by the minimum length.
 */
const REFUSED_COUNT = 3_000;

let refused: ReadonlySet<string> | undefined;

/** Built on first use from zxcvbn's frequency-ordered list (lower-cased, like the check). */
function refusedPasswords(): ReadonlySet<string> {
  if (!refused) {
    const set = new Set<string>();
    for (const candidate of dictionary['passwords-common']) {
      if (set.size === REFUSED_COUNT) break;
      if (candidate.length >= PASSWORD_MIN_LENGTH) set.add(candidate.toLowerCase());
    }
    refused = set;
  }
  return refused;
}

/** True for one of the most common passwords, in any letter case ("Password1" as "password1"). */
export function isCommonPassword(password: string): boolean {
  return refusedPasswords().has(password.toLowerCase());
}
