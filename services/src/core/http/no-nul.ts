import type { RequestHandler } from 'express';
import { ValidationFailed } from '../errors';

/** No form nests deeper than a few levels; deeper input is refused before anything walks it. */
export const MAX_DEPTH = 20;

// A UTF-16 surrogate half without its partner (`\ud800` in JSON): the `u` flag makes a proper
// pair one code point, so only lone halves match.
const LONE_SURROGATE = /\p{Cs}/u;

const NUL = 'Text must not contain NUL (\\u0000) characters';
const SURROGATE = 'Text must be valid Unicode (it holds half of a surrogate pair)';
const TOO_DEEP = `The request nests deeper than ${MAX_DEPTH} levels`;

const badText = (text: string): string | undefined =>
  text.includes('\u0000') ? NUL : LONE_SURROGATE.test(text) ? SURROGATE : undefined;

/**
 * The first problem in a parsed body or query, with the top-level field it is in. Walked with
 * a stack, not recursion, so a hostile nesting cannot overflow the call stack.
 */
function problemIn(value: unknown): { field: string; message: string } | undefined {
  const stack: { value: unknown; field: string; depth: number }[] = [
    { value, field: '', depth: 0 },
  ];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      const message = badText(item.value);
      if (message) return { field: item.field, message };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_DEPTH) return { field: item.field, message: TOO_DEEP };
    for (const [key, inner] of Object.entries(item.value)) {
      const field = item.field || key;
      const message = badText(key);
      if (message) return { field, message };
      stack.push({ value: inner, field, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/**
 * PostgreSQL text and jsonb cannot hold NUL (U+0000) or a lone surrogate, and no form has a use
 * for either, nor for deep nesting: refuse them up front, with the field they were in, instead
 * of failing when the event is stored.
 */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  const found = problemIn(req.body) ?? problemIn(req.query);
  if (found === undefined) return next();
  next(new ValidationFailed({ [found.field || 'body']: found.message }));
};
