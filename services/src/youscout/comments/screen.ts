import type { HoldReason } from '../constants';

// ── The comment filter (PLATFORM.md §1) ─────────────────────────────────────
// Holds for review, never refuses: a false alarm costs a moderator a click, a miss puts a
// child's contact details or abuse in public. Contact details are what a predator or a spammer
// asks for (e-mail, phone, links, social handles, "DM me"); profanity is a short list, matched
// as whole words after undoing the usual disguises (f*ck, sh1t, a$$).

/** name@host.tld, also with spaces round the @, or spelled out: name (at) host (dot) com. */
const EMAIL = [
  /[\p{L}\p{N}._%+-]+\s*@\s*[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u,
  /[\p{L}\p{N}._%+-]+\s*[([]?\s*at\s*[)\]]?\s*[\p{L}\p{N}-]+\s*[([]?\s*dot\s*[)\]]?\s*(?:com|net|org|edu|us|io)\b/iu,
];
/** North American numbers (504-555-0123, (504) 555 0123, +1 504.555.0123), 7-digit locals, +international. */
const PHONE = [
  /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/,
  /\b\d{3}[\s.-]\d{4}\b/,
  /\+\d[\d\s().-]{6,}\d/,
];
/** A scheme, www., or a host with a common top-level domain (lower case: "game.Me" is a typo). */
const URL = [
  /\bhttps?:\/\/|\bwww\./i,
  /\b[\p{L}\p{N}-]{2,}\.(?:com|net|org|io|co|me|ly|gg|tv|app|us|info|biz|link|xyz)\b/u,
];
/** @handles (not an e-mail's @, which EMAIL catches). */
const HANDLE = /(?:^|[^\p{L}\p{N}_@.])@[\p{L}\p{N}_.]{2,}/u;
/** Mail providers, named alone ("gmail: qa.kid07") or as a spaced address ("jdoe @ gmail . com"). */
const MAIL =
  /\b(?:g\s*mail|hotmail|icloud|aol|proton\s*mail|(?:yahoo|outlook|live)\s*(?:\.|dot\b|mail\b|:))|\be-?mail\s*(?:me\b|is\b|:|=|addy\b|address\b)|\bmy\s+e-?mail\b/i;
/** The messaging platforms, by name or common misspelling; unambiguous wherever they stand. */
const PLATFORM =
  /\b(?:snap\s*chat|whats?\s*app|watsapp|whatsap|discord|insta(?:gram)?|telegram|kik|tik\s*tok|signal\s+app|facebook\s+messenger|messenger\s+me|wechat|line\s+app|viber|skype|groupme|omegle|roblox\s+me)\b/i;
/** Short names that are ordinary words elsewhere ("a quick snap throw"): only where they name an account. */
const PLATFORM_SHORT =
  /\b(?:my|on|via|thru|through|add\s+me\s+on|find\s+me\s+on|hmu\s+on|hit\s+me\s+up\s+on)\s+(?:the\s+)?(?:snap|sc|wa|ig|tg|fb|tele|gram|whats)\b|\b(?:snap|sc|wa|ig|tg)\s*(?::|=|me\b|handle\b|name\b|id\b|@)|\b(?:sc|wa|ig|tg)\s+is\b/i;
/** Asks to talk somewhere else: "DM me", "D.M", "text me", "hmu". */
const ELSEWHERE =
  /\b(?:dms?|pm\s*me|inbox\s*me|message\s*me|msg\s*me|text\s*me|txt\s*me|call\s*me(?!\s+(?:crazy|biased|old|a\s+fan|a\s+believer|impressed|whatever|what\s+you\s+want))|hit\s*me\s*up|hmu|add\s*me|snap\s*me|slide\s+in(?:to)?\s+my|my\s+(?:number(?!\s+(?:one|1)\b)|cell|phone|digits|#)|reach\s+me\s+at|contact\s+me)\b/i;
/** Invitations to meet a child alone, or in secret. */
const MEETING_ALONE = [
  /\bjust\s+(?:you|u)\b(?!\s+(?:and|&|n|wait|watch|guys|two|all|know|see|keep|play|did|can|are|were|have|had|got|do)\b)/i,
  /\bjust\s+(?:you|u)\s+(?:and|&|n)\s+(?:me|i)\b|\bjust\s+(?:the\s+)?(?:two\s+of\s+us|us\s+two)\b/i,
  /\b(?:come|meet(?:\s+me)?|show\s+up|get\s+here|stop\s+by|swing\s+by|be\s+there)\b(?:\s+[\p{L}\p{N}']+){0,3}?\s+alone\b|\balone\s+with\s+me\b/iu,
  /\b(?:by\s+your\s*self|without\s+(?:your\s+|ur\s+)?(?:parents?|mom|dad|mum|folks|anyone|any\s*one|telling))\b/i,
  /\b(?:don'?t|do\s+not|no\s+need\s+to)\s+tell\s+(?:your\s+|ur\s+)?(?:parents?|mom|dad|mum|folks|coach|anyone|any\s*one|nobody)\b/i,
  /\bour\s+(?:little\s+)?secret\b(?!\s+(?:weapon|sauce))|\bkeep\s+(?:it|this)\s+(?:a\s+|our\s+)?secret\b/i,
  /\b(?:meet|wait|find\s+me|see\s+me)\b(?:\s+[\p{L}\p{N}']+){0,3}?\s+(?:behind|under|in\s+the\s+back\s+of|around\s+back|out\s+back)\b/iu,
  /\bmeet\s+(?:me\s+)?(?:up\s+)?(?:after\s+dark|at\s+my\s+(?:car|truck|van|house|place))\b/i,
];

// biome-ignore format: a word list
const PROFANITY = [
  'fuck', 'fucks', 'fucked', 'fucker', 'fuckers', 'fucking', 'motherfucker', 'shit', 'shits',
  'shitty', 'bullshit', 'bitch', 'bitches', 'cunt', 'asshole', 'assholes', 'bastard', 'dickhead',
  'pussy', 'cock', 'cocksucker', 'whore', 'slut', 'fag', 'faggot', 'nigger', 'nigga', 'retard',
  'retarded', 'twat', 'wanker', 'jackass', 'dumbass',
];

/** Undoes the usual disguises: leetspeak, inner punctuation (f.u.c.k, f*ck), stretched letters. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[0@4]/g, (c) => (c === '0' ? 'o' : 'a'))
    .replace(/[1!|]/g, 'i')
    .replace(/3/g, 'e')
    .replace(/[5$]/g, 's')
    .replace(/7/g, 't')
    .replace(/(?<=\p{L})[*.\-_]+(?=\p{L})/gu, '')
    .replace(/(\p{L})\1{2,}/gu, '$1$1');
}

const words = (text: string): string[] => text.split(/[^\p{L}]+/u).filter(Boolean);

/** Also catches a word written with one letter starred out (f*ck, sh*t). */
function profane(text: string): boolean {
  const list = new Set(PROFANITY);
  const said = words(plain(text));
  if (said.some((word) => list.has(word) || list.has(word.replace(/(\p{L})\1+/gu, '$1'))))
    return true;
  const starred = text.toLowerCase().match(/\p{L}+\*+\p{L}*/gu) ?? [];
  return starred.some((word) => {
    const pattern = new RegExp(`^${word.replace(/\*+/g, '\\p{L}{1,2}')}$`, 'u');
    return PROFANITY.some((bad) => pattern.test(bad));
  });
}

// ── Normalising: what the reader sees, not the code points ──────────────────

/** Characters that show nothing (zero-width space and joiners, word joiner, soft hyphen, bidi
 * controls, tags, Hangul fillers), taken out before anything is read; combining marks (the
 * grapheme joiner, variation selectors, accents) go with \p{M} in normalise. The zero-width
 * joiner inside an emoji sequence goes too: the screen reads the letters, not the pictures. */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;
/** Cyrillic and Greek letters drawn like Latin ones (the common part of Unicode's confusables). */
// biome-ignore format: a table
const LOOKALIKE: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y',
  х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ԛ: 'q', ԝ: 'w', ɡ: 'g', ı: 'i', ȷ: 'j',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I',
  Ј: 'J', Ѕ: 'S', α: 'a', ο: 'o', ι: 'i', κ: 'k', ν: 'v', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ε: 'e',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T',
  Υ: 'Y', Χ: 'X',
};

/** NFKC (fullwidth and styled letters become plain ones), accents and invisible characters
 * dropped, look-alike letters folded to Latin. Case is kept. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(INVISIBLE, '')
    .normalize('NFC')
    .replace(/[\u0370-\u04FF\u0131\u0237\u0261]/gu, (c) => LOOKALIKE[c] ?? c);
}

/** Letters written apart ("w h a t s a p p", "D.M", "d-m") joined into one word. Only runs of
 * single letters are joined, so "a quick snap" keeps its words. */
function joinSpaced(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])\p{L}(?:[\s.\-_*·]{1,3}\p{L}(?![\p{L}\p{N}]))+/gu, (run) =>
    run.replace(/[^\p{L}]/gu, ''),
  );
}

/** In a word of digits, the letters drawn like digits become digits ("5O4" → 504, "O123" → 0123). */
function foldDigits(text: string): string {
  return text.replace(/[\p{N}OoIl|]+/gu, (word) =>
    /\p{N}/u.test(word) ? word.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1') : word,
  );
}

// biome-ignore format: a table
const DIGIT_WORDS: Record<string, string> = {
  zero: '0', oh: '0', o: '0', nil: '0', one: '1', won: '1', two: '2', too: '2', to: '2', three: '3',
  four: '4', for: '4', fore: '4', five: '5', six: '6', seven: '7', eight: '8', ate: '8', nine: '9',
  niner: '9',
};
/** Homophones ("to", "for", "won", "ate") count only beside a real number word, never alone. */
const HOMOPHONES = new Set(['to', 'too', 'for', 'fore', 'won', 'ate', 'o', 'oh', 'nil']);

/** A phone number spelled out ("five zero four, five five five ..."), maybe mixed with digits:
 * seven or more digits in a row of number words and digit groups, two or more of them words. */
function spelledNumber(text: string): boolean {
  const tokens = text
    .toLowerCase()
    .split(/[\s,;:/()]+|(?<=\p{L})-|-(?=\p{L})/u)
    .filter(Boolean);
  let digits = 0;
  let spelled = 0;
  let strong = 0;
  for (const raw of tokens) {
    const token = raw.replace(/[.!?]+$/, '');
    const word = DIGIT_WORDS[token];
    if (word !== undefined || /^\d{1,4}$/.test(token)) {
      digits += word?.length ?? token.length;
      if (word !== undefined) spelled += 1;
      if (word !== undefined && !HOMOPHONES.has(token)) strong += 1;
      if (digits >= 7 && spelled >= 2 && strong >= 2) return true;
      if (raw !== token) digits = spelled = strong = 0; // a sentence ended
    } else {
      digits = spelled = strong = 0;
    }
  }
  return false;
}

/** Single digits spaced out: "5 0 4 5 5 5 0 1 2 3" (commas or spaces; hyphens are scores). */
const SPACED_DIGITS = /(?<![\p{N}.-])\p{N}(?:[\s,]{1,3}\p{N}(?![\p{N}.-])){6,}/u;
/** An e-mail address with spaces round its dots: "jdoe @ gmail . com". */
const SPACED_EMAIL =
  /[\p{L}\p{N}._%+-]+\s*@\s*[\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)*\s*\.\s*\p{L}{2,}/u;
/** A host spelled with spaces round the dot before a common domain: "nolatryouts . com". */
const SPACED_URL =
  /\b[\p{L}\p{N}-]{2,}\s+\.\s*(?:com|net|org)\b|\b[\p{L}\p{N}-]{2,}\s*\.\s+(?:com|net|org)\b/u;

type Views = { base: string; joined: string; leet: string; digits: string };

function views(text: string): Views {
  const base = normalise(text);
  const joined = joinSpaced(base);
  return { base, joined, leet: plain(joined), digits: foldDigits(base) };
}

function contactDetails({ base, joined, leet, digits }: Views): boolean {
  const worded = [base, joined, leet];
  return (
    [...EMAIL, SPACED_EMAIL].some((pattern) => pattern.test(base)) ||
    [...URL, SPACED_URL].some((pattern) => pattern.test(base)) ||
    [...PHONE, SPACED_DIGITS].some((pattern) => pattern.test(digits)) ||
    spelledNumber(digits) ||
    HANDLE.test(base) ||
    [MAIL, PLATFORM, PLATFORM_SHORT, ELSEWHERE].some((pattern) =>
      worded.some((view) => pattern.test(view)),
    )
  );
}

function meetingAlone({ base, joined }: Views): boolean {
  return MEETING_ALONE.some((pattern) => pattern.test(base) || pattern.test(joined));
}

export type Screening = { held: boolean; heldFor: HoldReason[] };

/** Whether a comment goes up at once or waits for a moderator, and why. Reads the comment as a
 * person would see it: normalised, its spaced letters joined, its look-alike digits folded. */
export function screenComment(text: string): Screening {
  const seen = views(text);
  const heldFor: HoldReason[] = [];
  if (profane(seen.base) || profane(seen.joined)) heldFor.push('profanity');
  if (contactDetails(seen)) heldFor.push('contact-details');
  if (meetingAlone(seen)) heldFor.push('meeting-alone');
  return { held: heldFor.length > 0, heldFor };
}
