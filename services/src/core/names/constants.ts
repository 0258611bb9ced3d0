import type { z } from 'zod';

/**
 * The one rule for every name people see (usernames, display names, nominee, nominator and
 * guardian names, prospects, children, team and company names, the intake forms' names): no
 * character that is not shown as itself. Control characters (line breaks, tabs, the bell),
 * format characters (the direction overrides and isolates U+202A-U+202E and U+2066-U+2069,
 * zero-width spaces and joiners, the soft hyphen, the word joiner, the byte-order mark), line
 * and paragraph separators, private-use and unpaired surrogate code points, the blank
 * "letters" (Hangul fillers, the blank Braille pattern) and every space but the plain one.
 * Such a name can reorder the text around it (`Ev\u202Eil` reads "Evli"), break a line in a
 * list or a mail, or look the same as another name. Refused rather than cleaned, so what is
 * stored is what was typed. The sites import this file (a constants.ts: values, no server code)
 * so their forms tell the same thing.
 */
export const NAME_CHARACTERS_MESSAGE =
  'Names may contain only visible characters: no line breaks, tabs, control, invisible or text-direction characters';

const UNSHOWN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]|(?! )\p{Zs}/u;

/** True when every character of the name is shown as itself (see above). */
export const isShownName = (name: string): boolean => !UNSHOWN.test(name);

/**
 * The rule as a zod refinement: `nameRule(z.string().trim().min(1))`. A missing or null name
 * passes (the schema says whether one is required). One refinement for every name field.
 */
export const nameRule = <Schema extends z.ZodType<string | null | undefined>>(
  schema: Schema,
): Schema =>
  schema.refine(
    (value) => value === null || value === undefined || isShownName(value),
    NAME_CHARACTERS_MESSAGE,
  );
