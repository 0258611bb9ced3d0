import { z } from 'zod';
import { ACTIVITY_TYPES } from './constants';

const PAGE = 'page must be a whole number, 1 or more';
const PAGE_SIZE = 'pageSize must be a whole number from 1 to 100';

/** A query value is text; a number written as text is accepted, anything else refused. */
const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))
    .default(fallback);

/** GET /api/user-activity?page=1&pageSize=20: newest first. */
export const activityQuerySchema = z.strictObject({
  page: wholeNumber(PAGE, 1, 100_000, 1),
  pageSize: wholeNumber(PAGE_SIZE, 1, 100, 20),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** One item of the history. */
export const activityItemAnswer = z.object({
  id: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  activityData: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type ActivityItem = z.output<typeof activityItemAnswer>;

/** GET /api/user-activity: a page of the signed-in user's history. */
export const activityPageAnswer = z.object({
  data: z.array(activityItemAnswer),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ActivityPage = z.output<typeof activityPageAnswer>;
