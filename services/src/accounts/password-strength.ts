import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { SITE_NAMES } from './reserved-usernames';

/** What a user who chose one of the listed passwords is told, beside the password field. */
export const COMMON_PASSWORD = 'This password is too common. Please choose a less common one.';
const BLANK = 'Password cannot be only spaces';
const TOO_GUESSABLE =
  'This password is too easy to guess. Add another word or two; uncommon words are better.';

/**
 * Fewer estimated guesses than this and a password is refused. zxcvbn rates any six characters
 * it finds no pattern in at exactly 10^6 (its score 1, "protection from throttled online
 * attacks": sign-in is rate limited and hashes are argon2id), so document 2's minimum of 6 still
 * means something: 98% of random six-letter passwords pass. Its score 2 (10^8) would refuse
 * every six- and most seven-character passwords, whatever they were.
 */
const MIN_GUESSES = 1e6;

/**
 * Only this many leading characters are scored: zxcvbn's matching grows fast with length (a
 * 200-character "p@ssw0rd…" took 2.3 s, blocking the server). A password is at least as hard to
 * guess as its beginning, so the cap can refuse a long strong password, never accept a weak one.
 */
const SCORED_LENGTH = 32;

/** zxcvbn's warning (its translation key) as a message a user can act on. */
const WARNINGS: Record<string, string> = {
  topTen: COMMON_PASSWORD,
  topHundred: COMMON_PASSWORD,
  common: COMMON_PASSWORD,
  similarToCommon: 'This password is a common one with small changes. Please choose another.',
  pwned: COMMON_PASSWORD,
  simpleRepeat: 'Repeated characters such as "aaaaaa" are easy to guess. Please choose another.',
  extendedRepeat: 'Repeated patterns such as "abcabc" are easy to guess. Please choose another.',
  sequences: 'Sequences such as "abcdef" or "123456" are easy to guess. Please choose another.',
  straightRow: 'Rows of keys such as "qwerty" are easy to guess. Please choose another.',
  keyPattern: 'Keyboard patterns such as "zxcvbn" are easy to guess. Please choose another.',
  recentYears: 'Years are easy to guess. Add words that are not about you.',
  dates: 'Dates are easy to guess. Add words that are not about you.',
  wordByItself: 'A single word is easy to guess. Add another word or two.',
  namesByThemselves: 'Names are easy to guess. Add another word or two.',
  commonNames: 'Common names are easy to guess. Add another word or two.',
  userInputs: "A password must not be built from your name, your username or the site's name.",
};

let scorer: ZxcvbnFactory | undefined;
let listed: ReadonlySet<string> | undefined;

/** Built on first use (about 90 ms), not at import, which would slow every start. */
function zxcvbn(): ZxcvbnFactory {
  scorer ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    maxLength: SCORED_LENGTH,
    // Trying many l33t substitutions at once cost 100 ms on "1111…"; eight catch "p@$$w0rd".
    l33tMaxSubstitutions: 8,
  });
  return scorer;
}

/** zxcvbn's list of common and breached passwords (49,233), lower-cased like the check. */
function commonPasswords(): ReadonlySet<string> {
  listed ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return listed;
}

/** Each name, without its separators, and its parts: "Marie Laveau" is also "marie", "laveau". */
function userDictionary(names: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>(SITE_NAMES);
  for (const name of names) {
    const lower = name?.trim().toLowerCase();
    if (!lower) continue;
    words.add(lower).add(lower.replace(/[^\p{L}\p{N}]/gu, ''));
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Why a password being chosen would be among an attacker's first guesses, or undefined when it
 * is not: blank, on the list of common and breached passwords (in any letter case), or built
 * from repeats, sequences, keyboard patterns, dates, a lone word, the site's name or the user's
 * own `names` (username, e-mail, display name). No composition rules (NIST SP 800-63B 3.1.1.2).
 */
export function passwordProblem(
  password: string,
  names: readonly (string | null | undefined)[] = [],
): string | undefined {
  if (password.trim() === '') return BLANK;
  if (commonPasswords().has(password.toLowerCase())) return COMMON_PASSWORD;
  const words = userDictionary(names);
  const result = zxcvbn().check(password, words);
  if (result.guesses < MIN_GUESSES) {
    return (result.feedback.warning && WARNINGS[result.feedback.warning]) || TOO_GUESSABLE;
  }
  // zxcvbn rates "coach_bob-2026" at 10^7: it charges every extra part of a password as if the
  // attacker had to find its shape. Knowing the name, they need only guess the rest.
  const rest = withoutWords(password, words);
  if (rest !== password && zxcvbn().check(rest).guesses < MIN_GUESSES) return WARNINGS.userInputs;
  return undefined;
}

/** The password with every one of these words taken out, longest first, in any letter case. */
function withoutWords(password: string, words: readonly string[]): string {
  let rest = password;
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    if (word.length < 3) continue;
    rest = rest.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '');
  }
  return rest;
}
