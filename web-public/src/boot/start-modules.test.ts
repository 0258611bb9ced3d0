import { afterEach, describe, expect, it } from 'vitest';
import { startModules } from './start-modules';

const started = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (element) =>
      element instanceof HTMLScriptElement
        ? `script ${new URL(element.src).pathname}`
        : `preload ${new URL((element as HTMLLinkElement).href).pathname}`,
  );
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the loader's start of the page's modules", () => {
  const preload = Array.from({ length: 7 }, (_, i) => `/assets/chunk-${i}.js`);

  it('starts a few preloads a task, in order, and the entry script with the last of them', async () => {
    startModules(document, { entry: '/assets/index.js', preload }, 3);
    expect(started()).toEqual([
      'preload /assets/chunk-0.js',
      'preload /assets/chunk-1.js',
      'preload /assets/chunk-2.js',
    ]);
    await nextTask();
    expect(started()).toHaveLength(6);
    await nextTask();
    expect(started()).toEqual([
      ...preload.map((href) => `preload ${href}`),
      'script /assets/index.js',
    ]);
    const script = document.head.querySelector('script') as HTMLScriptElement;
    expect(script.crossOrigin).toBe('');
    await nextTask();
    expect(started()).toHaveLength(8);
  });

  it('starts the entry at once when the page has few chunks or none', () => {
    startModules(document, { entry: '/assets/index.js', preload: [] });
    expect(started()).toEqual(['script /assets/index.js']);
  });
});
