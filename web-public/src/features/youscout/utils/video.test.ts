import { describe, expect, it } from 'vitest';
import { videoLinkOf } from '@/features/youscout/utils/video';

describe("a nomination's video player", () => {
  it('plays YouTube in the no-cookie player, from the start time the link names', () => {
    expect(videoLinkOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s')?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    );
    expect(videoLinkOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it("plays Vimeo with Do Not Track, an unlisted video with its hash, and Hudl in Hudl's player", () => {
    expect(videoLinkOf('https://vimeo.com/76979871')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(videoLinkOf('https://vimeo.com/76979871/abc123def')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&h=abc123def',
    );
    const hudl = videoLinkOf('https://www.hudl.com/video/3/12345/5f9b1c2d');
    expect(hudl).toMatchObject({
      provider: 'hudl',
      embedUrl: 'https://www.hudl.com/embed/video/3/12345/5f9b1c2d',
    });
  });

  it('has no player for an erased video, nothing, or any other address', () => {
    expect(videoLinkOf('removed')).toBeNull();
    expect(videoLinkOf(null)).toBeNull();
    expect(videoLinkOf('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoLinkOf('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoLinkOf('https://www.youtube.com/watch?v=short')).toBeNull();
  });
});
