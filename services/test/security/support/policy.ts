import type { z } from 'zod';
import type { Send } from './client';
import type { Fixtures } from './fixtures';
import type { Shape } from './output';

/**
 * What a policy of the security catalogue says, and the helpers the areas' entries are written
 * with (`services/src/<area>/access.testing.ts`). Apart from catalogue.ts because the catalogue
 * imports those files: were the helpers there, an area's file would run before them.
 */

/** Who may make a call: anyone, any signed-in user (on their own data only), or the admin. */
export type Access = 'public' | 'signed-in' | 'admin';

export type Sample = Send & { params?: Record<string, string> };

export type Policy = {
  access: Access;
  /** The answers a caller the policy lets through gets to the sample (what "succeeds" means). */
  ok: readonly number[];
  /** The refusal when it is not 401 for a visitor / 403 for a member (e.g. /check-admin). */
  refusedVisitor?: number;
  /** A valid request; called once per use, so it may make a fresh record to use up. */
  sample(fx: Fixtures): Sample | Promise<Sample>;
  /** The schema the route parses its body (or query) with: the fuzzer builds payloads from it. */
  body?: z.ZodType;
  query?: z.ZodType;
  /** The documented shape of a success. */
  shape: Shape;
  /** The call ends or replaces the caller's session (sign in again afterwards). */
  endsSession?: true;
  /**
   * The answer is the same whoever asks, so a cache may keep it. Every other answer to a
   * signed-in caller must say `Cache-Control: no-store`.
   */
  sameForEveryone?: true;
};

/** A simple-rest list's query (react-admin's), the first ten rows. */
export const listQuery = { query: { sort: '["id","ASC"]', range: '[0,9]', filter: '{}' } };

/** An admin-only call. */
export const admin = (
  ok: readonly number[],
  shape: Shape,
  sample: Policy['sample'] = () => ({}),
  schemas: Pick<Policy, 'body' | 'query'> = {},
): Policy => ({ access: 'admin', ok, shape, sample, ...schemas });
