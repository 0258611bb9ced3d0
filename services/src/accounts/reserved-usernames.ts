/** The site's own names, as a guesser would try them in a username or a password. */
export const SITE_NAMES = ['nola', 'nolasports', 'nolasport', 'nola100'] as const;

/** Names that read as the site speaking: only staff may hold them (create-admin is exempt). */
const ROLE_NAMES = [
  'admin',
  'administrator',
  'root',
  'superuser',
  'sysadmin',
  'support',
  'helpdesk',
  'help',
  'staff',
  'moderator',
  'security',
  'abuse',
  'postmaster',
  'webmaster',
  'hostmaster',
  'noreply',
  'system',
  'official',
  'owner',
] as const;

export const RESERVED_USERNAME = 'This username is reserved. Please choose another.';

const reserved: ReadonlySet<string> = new Set([
  ...ROLE_NAMES,
  ...SITE_NAMES,
  // "nola_admin", "staff-nolasports", "NolaSupport": the site's name with a role either side.
  ...SITE_NAMES.flatMap((site) => ROLE_NAMES.flatMap((role) => [site + role, role + site])),
]);

/**
 * True for a name that passes for the site or its staff. Compared without letter case,
 * separators (`.`, `_`, `-`) or trailing digits, so "Ad.Min", "support_1" and "Nola-Sports"
 * are all refused; "nolan" or "rootbeer" are not (only whole names are reserved).
 */
export function isReservedUsername(username: string): boolean {
  const canonical = username.toLowerCase().replace(/[._-]/g, '').replace(/\d+$/, '');
  return reserved.has(canonical);
}

export const IMITATES_STAFF =
  'This username is too close to a staff member’s. Please choose another.';

/**
 * Latin look-alikes, after Unicode's confusables (UTS #39, confusables.txt) for the letters a
 * username could pass for: Cyrillic and Greek letters drawn like Latin ones, and the digits and
 * signs people put for letters (`0` for o, `1` and `l` for i, `5` for s).
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԝ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Latin letters and signs drawn alike
  ı: 'i',
  ɩ: 'i',
  ɡ: 'g',
  ɑ: 'a',
  ℓ: 'i',
  l: 'i',
  '|': 'i',
  '!': 'i',
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
};

/**
 * A username's skeleton: what it looks like, whatever it is made of. Compatibility-normalised
 * (NFKD: fullwidth and styled letters become plain ones, accents come apart and are dropped),
 * case-folded, trailing digits dropped ("secadmin2" passes for "secadmin" too), look-alikes
 * folded to the Latin letter they pass for, every character that is not a letter or digit
 * dropped (separators, punctuation, invisible ones), and the letter pairs that read as one
 * (`rn` for m, `vv` for w, `cl` for d) joined. "secadmin.", "SecAdm1n", "5ec_adrnin" and
 * "ѕесаdmin" (Cyrillic) all have the skeleton of "secadmin".
 */
export function usernameSkeleton(username: string): string {
  const plain = username
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}|!@$]+/gu, '')
    .replace(/(?<=\D)\d+$/u, '');
  const folded = [...plain].map((char) => LOOK_ALIKES[char] ?? char).join('');
  return folded
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/cl/g, 'd');
}
