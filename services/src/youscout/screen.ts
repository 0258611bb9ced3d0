import type { HoldReason } from './constants';

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
/** @handles (not an e-mail's @, which EMAIL catches) and asks to talk elsewhere. */
const HANDLE = /(?:^|[^\p{L}\p{N}_@.])@[\p{L}\p{N}_.]{2,}/u;
const ELSEWHERE =
  /\b(?:dm\s*me|message\s*me|text\s*me|call\s*me|hit\s*me\s*up|add\s*me|snap\s*chat|snap\s*me|insta(?:gram)?|ig|tiktok|whatsapp|kik|telegram|discord)\b/i;

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

function contactDetails(text: string): boolean {
  return (
    [...EMAIL, ...PHONE, ...URL].some((pattern) => pattern.test(text)) ||
    HANDLE.test(text) ||
    ELSEWHERE.test(text)
  );
}

export type Screening = { held: boolean; heldFor: HoldReason[] };

/** Whether a comment goes up at once or waits for a moderator, and why. */
export function screenComment(text: string): Screening {
  const heldFor: HoldReason[] = [];
  if (profane(text)) heldFor.push('profanity');
  if (contactDetails(text)) heldFor.push('contact-details');
  return { held: heldFor.length > 0, heldFor };
}
