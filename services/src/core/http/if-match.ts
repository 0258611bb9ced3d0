import type { Request } from 'express';
import { ValidationFailed } from '../errors';

const VERSION_TAG = /^(?:W\/)?"?v?(\d{1,9})"?$/;

/**
 * The version an admin edit was based on: the body's `version`, else the If-Match header (an
 * ETag such as "3" or "v3"; `*` means any). Undefined when the client sent neither.
 */
export function editedVersion(req: Request, fromBody: number | undefined): number | undefined {
  if (fromBody !== undefined) return fromBody;
  const header = req.get('if-match')?.trim();
  if (header === undefined || header === '*') return undefined;
  const match = VERSION_TAG.exec(header);
  if (!match?.[1])
    throw new ValidationFailed({ 'If-Match': 'If-Match must be a version such as "3" or "v3"' });
  return Number(match[1]);
}
