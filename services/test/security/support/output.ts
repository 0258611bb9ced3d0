import { z } from 'zod';

/** DESIGN §7: every refusal is JSON with a `message` (and `errors` per field for validation). */
export const errorShape = z.looseObject({
  message: z.string().min(1),
  errors: z.record(z.string(), z.string()).optional(),
});

/** The documented success shapes the catalogue refers to. */
export const shapes = {
  list: z.looseObject({ data: z.array(z.unknown()) }),
  message: z.looseObject({ message: z.string().min(1) }),
  record: z.looseObject({ id: z.string().min(1) }),
  profile: z.looseObject({ data: z.looseObject({ displayName: z.string() }) }),
  /** ra-data-simple-rest's list: an array of records (Content-Range in a header). */
  records: z.array(z.looseObject({ id: z.unknown() })),
  user: z.looseObject({ id: z.string(), username: z.string(), role: z.string() }),
  any: z.union([z.looseObject({}), z.array(z.unknown())]),
  /** Server-Sent Events: text/event-stream, checked for its type alone. */
  events: z.string(),
} as const;

export type Shape = keyof typeof shapes;

/** What is wrong with an answer (undefined: nothing): not JSON, or not of its documented shape. */
export function shapeProblem(
  answer: { status: number; body: unknown; type: string; text: string },
  success: Shape,
): string | undefined {
  if (answer.status === 304) return undefined;
  if (success === 'events' && answer.status < 400) {
    return answer.type.startsWith('text/event-stream') ? undefined : `answered ${answer.type}`;
  }
  if (!answer.type.startsWith('application/json')) {
    return `answered ${answer.type || 'no content type'}: ${answer.text.slice(0, 120)}`;
  }
  const schema = answer.status < 400 ? shapes[success] : errorShape;
  const parsed = schema.safeParse(answer.body);
  if (parsed.success) return undefined;
  return `answer outside the ${answer.status < 400 ? success : 'error'} shape: ${answer.text.slice(0, 160)}`;
}

/** One line per figure the issue names. */
export const figure = (text: string) => console.log(`[security] ${text}`);
