import { z } from 'zod';
import { MAX_KUDOS_LENGTH } from './constants';

export const giveKudosSchema = z
  .object({
    text: z
      .string({ error: 'Say something kind' })
      .trim()
      .min(1, 'Say something kind')
      .max(MAX_KUDOS_LENGTH, `At most ${MAX_KUDOS_LENGTH} characters`),
  })
  .strict();

export const kudosAnswer = z.object({ id: z.uuid(), text: z.string(), givenAt: z.iso.datetime() });
export type KudosAnswer = z.output<typeof kudosAnswer>;
