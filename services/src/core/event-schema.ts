import { z } from 'zod';

/** An event's zod schema: its type as a literal tag, its data as an object of these fields. */
export const event = <Type extends string, Data extends z.ZodRawShape>(type: Type, data: Data) =>
  z.object({ type: z.literal(type), data: z.object(data) });

/** When something happened, as events record it: an ISO 8601 time with its offset. */
export const timestamp = z.iso.datetime({ offset: true });
