import { describe, expect, it } from 'vitest';
import { render } from '@/test-utils/render';
import { SolutionVideo } from './solution-video';

describe('SolutionVideo', () => {
  it('shows its still as a lazily loaded image, not as a poster the page loads at once', () => {
    const { container } = render(
      <SolutionVideo poster="/still.webp" webm="/loop.webm" mp4="/loop.mp4" label="A loop" />,
    );
    const still = container.querySelector('img');
    expect(still).toHaveAttribute('src', '/still.webp');
    expect(still).toHaveAttribute('loading', 'lazy');
    const video = container.querySelector('video');
    expect(video).not.toHaveAttribute('poster');
    expect(video).toHaveAttribute('preload', 'none');
  });
});
