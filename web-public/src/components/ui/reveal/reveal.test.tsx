import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { Reveal } from './reveal';

type Observed = {
  callback: IntersectionObserverCallback;
  threshold: unknown;
  disconnected: boolean;
};
const observers: Observed[] = [];

class FakeObserver {
  private readonly observed: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.observed = { callback, threshold: options?.threshold, disconnected: false };
    observers.push(this.observed);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.observed.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

const scrollIntoView = (isIntersecting: boolean) =>
  act(() => {
    for (const { callback, disconnected } of observers)
      if (!disconnected)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('Reveal', () => {
  it('shows its content once scrolled into view at its threshold, and keeps it shown', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Reveal threshold={0.2}>Story</Reveal>);
    const root = screen.getByText('Story');
    expect(root).not.toHaveAttribute('data-shown');
    expect(observers.at(-1)?.threshold).toBe(0.2);

    scrollIntoView(true);
    expect(root).toHaveAttribute('data-shown');
    expect(observers.every((o) => o.disconnected)).toBe(true);

    scrollIntoView(false);
    expect(root).toHaveAttribute('data-shown');
  });

  it('shows its content at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Reveal>Story</Reveal>);
    expect(screen.getByText('Story')).toHaveAttribute('data-shown');
  });
});
