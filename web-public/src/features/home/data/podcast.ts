export type Platform = { name: 'Spotify' | 'Apple Podcasts' | 'YouTube'; url: string };

export type PodcastEpisode = {
  id: string;
  title: string;
  description: string;
  /** ISO date of release. */
  date: string;
  audioUrl: string;
  /** Length of the full episode, mm:ss. */
  duration: string;
  topics: readonly string[];
  platforms: readonly Platform[];
};

export const podcastShow = {
  name: 'The Rise Higher Podcast',
  cover: '/media/podcast/cover.webp',
};

/** Document 1 §3: the one episode shown, the latest. */
export const latestEpisode: PodcastEpisode = {
  id: 'episode-24',
  title: 'Ep. 24: From Sandlot to Showcase',
  description:
    'Marcus Thibodeaux sits down with local coaches and a former college recruiter to talk about what scouts really look for in young players, and how families can support an athlete without burning them out.',
  date: '2025-04-10',
  audioUrl: '/media/podcast/episode-24-preview.mp3',
  duration: '38:24',
  topics: [
    'What scouts look for at 14 versus 17',
    'Multi-sport athletes and burnout',
    'Building a recruiting video that gets watched',
  ],
  platforms: [
    { name: 'Spotify', url: 'https://open.spotify.com/show/risehigherpodcast' },
    {
      name: 'Apple Podcasts',
      url: 'https://podcasts.apple.com/us/podcast/rise-higher/id1700000024',
    },
    { name: 'YouTube', url: 'https://www.youtube.com/@nolasports' },
  ],
};

/** Document 1 §9: the podcast section's decorative lines regenerate every 8 s. */
export const PODCAST_LINES_INTERVAL = 8000;
