import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoEmbed } from '@/components/ui/video-embed/video-embed';
import { render, screen } from '@/test-utils/render';

describe('the video embed', () => {
  it("shows YouTube's no-cookie player, never auto-playing, and a link to the video", () => {
    render(
      <VideoEmbed
        title="Jalen's highlights"
        link={{
          provider: 'youtube',
          id: 'dQw4w9WgXcQ',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        }}
      />,
    );
    const frame = screen.getByTitle("Jalen's highlights");
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('allow')).not.toContain('autoplay');
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it("loads Hudl's player only when asked, as it has no cookie-less mode", async () => {
    render(
      <VideoEmbed
        title="Game clip"
        link={{
          provider: 'hudl',
          id: '3/12345/abc',
          url: 'https://www.hudl.com/video/3/12345/abc',
          embedUrl: 'https://www.hudl.com/embed/video/3/12345/abc',
        }}
      />,
    );
    expect(screen.queryByTitle('Game clip')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load the Hudl player' }));
    expect(screen.getByTitle('Game clip')).toHaveAttribute(
      'src',
      'https://www.hudl.com/embed/video/3/12345/abc',
    );
  });
});
