import { describe, expect, it } from 'vitest';
import { VIDEO_URL_MESSAGE } from './constants';
import { normaliseVideoUrl, videoUrlSchema } from './schemas';

describe('normaliseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://WWW.YouTube.com/live/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('YouTube: %s', (text, id) => {
    expect(normaliseVideoUrl(text)).toEqual({
      provider: 'youtube',
      id,
      url: `https://www.youtube.com/watch?v=${id}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    });
  });

  it('keeps a YouTube start time, in seconds', () => {
    expect(normaliseVideoUrl('https://youtu.be/dQw4w9WgXcQ?t=1m30s')).toMatchObject({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871', undefined],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871', undefined],
    ['https://vimeo.com/groups/baseball/videos/76979871', '76979871', undefined],
    ['https://vimeo.com/76979871/a1b2c3d4e5', '76979871', 'a1b2c3d4e5'],
    ['https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&autoplay=1', '76979871', 'a1b2c3d4e5'],
  ])('Vimeo: %s, with Do Not Track and without autoplay', (text, id, hash) => {
    expect(normaliseVideoUrl(text)).toEqual({
      provider: 'vimeo',
      id: hash ? `${id}/${hash}` : id,
      url: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`,
      embedUrl: `https://player.vimeo.com/video/${id}?dnt=1${hash ? `&h=${hash}` : ''}`,
    });
  });

  it('Hudl: a video share address, and its embed form', () => {
    const expected = {
      provider: 'hudl',
      id: '3/12345/5f9b2c3d4e5f6a7b8c9d0e1f',
      url: 'https://www.hudl.com/video/3/12345/5f9b2c3d4e5f6a7b8c9d0e1f',
      embedUrl: 'https://www.hudl.com/embed/video/3/12345/5f9b2c3d4e5f6a7b8c9d0e1f',
    };
    expect(
      normaliseVideoUrl('https://www.hudl.com/video/3/12345/5f9b2c3d4e5f6a7b8c9d0e1f'),
    ).toEqual(expected);
    expect(
      normaliseVideoUrl(
        'https://hudl.com/embed/video/3/12345/5f9b2c3d4e5f6a7b8c9d0e1f?autoplay=true',
      ),
    ).toEqual(expected);
  });

  it.each([
    'https://www.dailymotion.com/video/x7tgad0',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/@somechannel',
    'https://vimeo.com/staffpicks',
    'https://vimeo.com/76979871/not-a-hash',
    'https://www.hudl.com/profile/12345/jalen-boudreaux',
    'javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://user:pass@youtu.be/dQw4w9WgXcQ',
    'https://youtu.be:8443/dQw4w9WgXcQ',
    'not a link',
    '',
  ])('refuses %s', (text) => {
    expect(normaliseVideoUrl(text)).toBeUndefined();
  });
});

describe('videoUrlSchema', () => {
  it('answers the canonical link, and refuses others with a message a person can act on', () => {
    expect(videoUrlSchema.parse(' https://youtu.be/dQw4w9WgXcQ ')).toMatchObject({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const refused = videoUrlSchema.safeParse('https://www.tiktok.com/@a/video/1');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([VIDEO_URL_MESSAGE]);
    const long = videoUrlSchema.safeParse(`https://youtu.be/dQw4w9WgXcQ?x=${'a'.repeat(600)}`);
    expect(long.error?.issues[0]?.message).toBe('Video link must be at most 500 characters');
  });
});
