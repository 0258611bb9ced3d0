import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mediaQueryList } from './match-media';

afterEach(() => cleanup());

// jsdom lacks the browser APIs Mantine leans on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
// Autosizing textareas measure once fonts are ready.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} },
  });
}
