import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mediaQueryList } from './match-media';

afterEach(() => cleanup());

// What a test waits to appear, it waits for up to 5 s (testing-library's default is 1 s): a page
// of Mantine components renders in jsdom in well under a second on an idle machine, but the gate
// runs every suite on two cores, where a lazy route and its first render took longer (a Matchups
// page test missed 1 s under load). The waits end as soon as the text is there.
configure({ asyncUtilTimeout: 5000 });

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
