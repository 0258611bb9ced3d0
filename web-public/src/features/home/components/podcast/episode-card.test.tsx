import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { latestEpisode, podcastShow } from '../../data/podcast';
import { EpisodeCard } from './episode-card';

describe('EpisodeCard', () => {
  it('shows the release day as written, in words, with the machine-readable date beside it', () => {
    render(
      <EpisodeCard episode={{ ...latestEpisode, date: '2025-12-01' }} cover={podcastShow.cover} />,
    );

    const released = screen.getByText('December 1, 2025');
    expect(released.tagName).toBe('TIME');
    expect(released).toHaveAttribute('datetime', '2025-12-01');
  });
});
