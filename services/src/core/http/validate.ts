import type { z } from 'zod';
import { ValidationFailed } from '../errors';

/** Each top-level field's first message; unknown fields are named as such. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= 'Unknown field';
      continue;
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Parses a request body or query; a mismatch becomes a 400 with a message per field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationFailed(fieldErrors(result.error));
  return result.data;
}
