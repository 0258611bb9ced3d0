/**
 * Video links (PLATFORM.md §0): links, never uploads, from these providers only, shown with
 * their privacy-enhanced players. The embed origins are also the site's CSP `frame-src`
 * (services/src/composition/app.ts), so no other page can be framed.
 */
export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'hudl'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  hudl: 'Hudl',
};

export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.hudl.com',
] as const;

export const VIDEO_URL_MAX = 500;

export const VIDEO_URL_MESSAGE =
  'Video must be a YouTube, Vimeo or Hudl link (for example https://www.youtube.com/watch?v=…)';
