import type { z } from 'zod';
import { ValidationFailed } from '../errors';

/**
 * Each top-level field's first message; unknown fields are named as such. With `paths: 'full'`,
 * each field by its whole path (`shippingAddress.zip`, `items.0.quantity`), for a form of nested
 * fields that shows each message beside its own input.
 */
export function fieldErrors(
  error: z.ZodError,
  paths: 'top' | 'full' = 'top',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const at = paths === 'full' ? issue.path.map(String) : issue.path.slice(0, 1).map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...at, key].join('.')] ??= 'Unknown field';
      continue;
    }
    const field = at.length > 0 ? at.join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Parses a request body or query; a mismatch becomes a 400 with a message per field. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  options: { paths?: 'top' | 'full' } = {},
): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationFailed(fieldErrors(result.error, options.paths));
  return result.data;
}
