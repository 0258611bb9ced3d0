import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { Hero } from './hero';
import { HeroSlides } from './hero-slides';

describe('Hero', () => {
  it('has the one h1 and the two calls to action as section links', () => {
    render(<Hero />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Train hard. Rise higher.');
    expect(screen.getByRole('link', { name: 'Our Solutions' })).toHaveAttribute(
      'href',
      '/#solutions',
    );
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  it('picks a slide from its pill', async () => {
    const user = userEvent.setup();
    render(<Hero />);
    const football = screen.getByRole('button', { name: 'Show the football slide' });

    expect(screen.getByRole('button', { name: 'Show the baseball slide' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(football);

    expect(football).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: /football on the yard lines/ })).toBeInTheDocument();
  });

  it('sends the first background alone in the page, and adds the others once it has loaded', () => {
    // The prerendered HTML: one image to fetch on the first load.
    const html = renderToString(<HeroSlides active={0} />);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('/media/hero/baseball.webp');
    // A phone upright gets the part of it that it shows, and fetches that one alone.
    expect(html).toContain(
      '<source media="(max-aspect-ratio: 3/4)" srcSet="/media/hero/baseball-portrait.webp"',
    );
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toEqual([
      expect.stringContaining(
        'href="/media/hero/baseball-portrait.webp" media="(max-aspect-ratio: 3/4)"',
      ),
      expect.stringContaining(
        'href="/media/hero/baseball.webp" media="not all and (max-aspect-ratio: 3/4)"',
      ),
    ]);
    // In the browser, after the load event (jsdom's document has loaded): all four, stacked.
    const { container } = render(<HeroSlides active={0} />);
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });
});
