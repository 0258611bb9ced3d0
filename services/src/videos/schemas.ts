import { z } from 'zod';
import { VIDEO_PROVIDERS, VIDEO_URL_MAX, VIDEO_URL_MESSAGE, type VideoProvider } from './constants';

/** A video link as stored and shown: the provider's own canonical address and its player's. */
export type VideoLink = {
  provider: VideoProvider;
  /** The provider's id of the video (with Vimeo's unlisted hash or Hudl's path after a slash). */
  id: string;
  /** Where the video is on the provider's site. */
  url: string;
  /** The privacy-enhanced player: no cookies before play, never auto-playing. */
  embedUrl: string;
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** `t=90`, `t=1m30s` or `start=90`: where a YouTube link starts, in whole seconds. */
function startSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s?)?$/.exec(value);
  if (!match || value === '') return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : undefined;
}

function youtube(url: URL): VideoLink | undefined {
  let id: string | undefined;
  if (url.hostname === 'youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second;
  }
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return {
    provider: 'youtube',
    id,
    url: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`,
  };
}

function vimeo(url: URL): VideoLink | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | undefined;
  if (url.hostname === 'player.vimeo.com') {
    if (parts[0] !== 'video' || parts.length !== 2) return undefined;
    id = parts[1];
    hash = url.searchParams.get('h') ?? undefined;
  } else if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') {
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123,
    // vimeo.com/groups/x/videos/123, vimeo.com/album/1/video/123
    const at = parts.findIndex((part) => /^\d+$/.test(part));
    const prefix = parts.slice(0, at).join('/');
    const allowed =
      prefix === '' ||
      /^channels\/[\w-]+$/.test(prefix) ||
      /^groups\/[\w-]+\/videos$/.test(prefix) ||
      /^album\/\d+\/video$/.test(prefix);
    if (at < 0 || !allowed || parts.length > at + 2) return undefined;
    id = parts[at];
    hash = parts[at + 1];
  }
  if (!id || !/^\d{1,12}$/.test(id)) return undefined;
  if (hash !== undefined && !/^[0-9a-f]{6,20}$/.test(hash)) return undefined;
  return {
    provider: 'vimeo',
    id: hash ? `${id}/${hash}` : id,
    url: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`,
    // dnt=1: Vimeo's player sets no tracking cookies and records no session data.
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1${hash ? `&h=${hash}` : ''}`,
  };
}

function hudl(url: URL): VideoLink | undefined {
  if (url.hostname !== 'hudl.com' && url.hostname !== 'www.hudl.com') return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  const path = parts[0] === 'embed' ? parts.slice(1) : parts;
  // hudl.com/video/3/12345/5f9b…: the share address of a highlight or a game clip.
  const [kind, ...rest] = path;
  if (kind !== 'video' || rest.length < 2 || rest.length > 3) return undefined;
  if (!rest.every((part) => /^[A-Za-z0-9]{1,40}$/.test(part))) return undefined;
  const id = rest.join('/');
  return {
    provider: 'hudl',
    id,
    url: `https://www.hudl.com/video/${id}`,
    embedUrl: `https://www.hudl.com/embed/video/${id}`,
  };
}

/**
 * The canonical link of a YouTube, Vimeo or Hudl video address, or undefined for anything else
 * (another host, a channel or playlist page, a malformed id, a non-https scheme other than http).
 */
export function normaliseVideoUrl(text: string): VideoLink | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80'))
    return undefined;
  url.hostname = url.hostname.toLowerCase();
  return youtube(url) ?? vimeo(url) ?? hudl(url);
}

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
