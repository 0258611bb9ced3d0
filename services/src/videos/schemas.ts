import { z } from 'zod';
import { VIDEO_PROVIDERS, VIDEO_URL_MAX, VIDEO_URL_MESSAGE } from './constants';
import { normaliseVideoUrl } from './video-link';

/**
 * The video link field for any form: a YouTube, Vimeo or Hudl address in, its canonical
 * `VideoLink` out; anything else is refused with one message. Store the output's `url` (or the
 * whole link) and show it with the site's video component.
 */
export const videoUrlSchema = z
  .string({ error: VIDEO_URL_MESSAGE })
  .trim()
  .max(VIDEO_URL_MAX, `Video link must be at most ${VIDEO_URL_MAX} characters`)
  .transform((text, ctx) => {
    const link = normaliseVideoUrl(text);
    if (!link) {
      ctx.issues.push({ code: 'custom', input: text, message: VIDEO_URL_MESSAGE });
      return z.NEVER;
    }
    return link;
  });

/** A video link as an answer carries it. */
export const videoLinkAnswer = z.strictObject({
  provider: z.enum(VIDEO_PROVIDERS),
  id: z.string(),
  url: z.url(),
  embedUrl: z.url(),
});
export type VideoLinkAnswer = z.output<typeof videoLinkAnswer>;
