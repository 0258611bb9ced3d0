import type { VideoLink } from '@server/videos/schemas';

/**
 * The player of a nomination's video. The API gives the provider's canonical address, as the
 * server wrote it (services/src/videos/schemas.ts: `url`); this reads those three forms back
 * into the privacy-enhanced player's address. Anything else (an erased video reads "removed")
 * has no player.
 */
export function videoLinkOf(address: string | null): VideoLink | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'www.youtube.com' && parts[0] === 'watch') {
    const id = url.searchParams.get('v') ?? '';
    if (!/^[A-Za-z0-9_-]{11}$/.test(id)) return null;
    const start = /^(\d{1,6})s$/.exec(url.searchParams.get('t') ?? '')?.[1];
    return {
      provider: 'youtube',
      id,
      url: address,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`,
    };
  }
  if (url.hostname === 'vimeo.com') {
    const [id, hash] = parts;
    if (!id || !/^\d{1,12}$/.test(id) || parts.length > 2) return null;
    if (hash !== undefined && !/^[0-9a-f]{6,20}$/.test(hash)) return null;
    return {
      provider: 'vimeo',
      id: hash ? `${id}/${hash}` : id,
      url: address,
      embedUrl: `https://player.vimeo.com/video/${id}?dnt=1${hash ? `&h=${hash}` : ''}`,
    };
  }
  if (url.hostname === 'www.hudl.com' && parts[0] === 'video') {
    const rest = parts.slice(1);
    if (rest.length < 2 || rest.length > 3 || !rest.every((p) => /^[A-Za-z0-9]{1,40}$/.test(p)))
      return null;
    const id = rest.join('/');
    return {
      provider: 'hudl',
      id,
      url: address,
      embedUrl: `https://www.hudl.com/embed/video/${id}`,
    };
  }
  return null;
}
