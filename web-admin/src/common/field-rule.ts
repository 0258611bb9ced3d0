import type { z } from 'zod';

// zod runs jitless in the back office (src/zod-config.ts, imported first): no eval under the CSP.

/**
 * A react-admin input's `validate` from the server's own zod rule for the field: the message the
 * form shows is the one the API would answer, from one definition (no copy to drift).
 */
export const fieldRule =
  (schema: z.ZodType) =>
  (value: unknown): string | undefined => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
