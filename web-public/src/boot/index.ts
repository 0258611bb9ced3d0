/**
 * The loader of a prerendered page (build-tools/prerender.ts puts it in place of the page's
 * module scripts). The page's first screen is already in its HTML, so its scripts wait until
 * that screen is on the glass: the first contentful paint, and the images the page preloads for
 * it (the hero). Until then the stylesheets, fonts and hero image have the connection to
 * themselves, which on a slow mobile network is what brings the first screen in sooner. Then
 * the entry starts, with the page's chunks announced beside it so they load in parallel (a few
 * a task: start-modules.ts). A browser that reports no paint timing starts them after its first
 * frame; none waits longer than `LONGEST_WAIT_MS` in any case, and a visitor who touches the
 * page starts them at once.
 *
 * Until the app hydrates, what the visitor types, taps and sends is kept for it (early-input.ts).
 */

import { keepEarlyInput } from './early-input';
import {
  HYDRATED_EVENT,
  HYDRATES_LATER,
  HYDRATING_EVENT,
  PAGE_MODULES_ID,
  type PageModules,
} from './page-modules';
import { parsed } from './parsed';
import { startModules } from './start-modules';

const LONGEST_WAIT_MS = 3000;
/** A visitor reaching for the page: the scripts are wanted now. */
const TOUCHES = ['pointerdown', 'keydown', 'touchstart'] as const;

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The first screen's preloaded images, decoded (from the cache the preload filled). */
function preloadedImages(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  // Only those for this window: the hero's portrait and landscape images each have a media query.
  const forThisWindow = Array.from(links).filter(
    (link) => !link.media || window.matchMedia(link.media).matches,
  );
  return Promise.all(
    forThisWindow.map((link) => {
      const image = new Image();
      image.src = link.href;
      // A broken image is the page's problem to show, not a reason to keep the scripts back.
      return image.decode().catch(() => undefined);
    }),
  );
}

const listed = document.getElementById(PAGE_MODULES_ID)?.textContent;
if (listed) {
  const modules = JSON.parse(listed) as PageModules;
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of TOUCHES) removeEventListener(type, startOnce, true);
    void parsed(document).then(() => startModules(document, modules));
  };
  keepEarlyInput(document, {
    hydrating: HYDRATING_EVENT,
    hydrated: HYDRATED_EVENT,
    later: HYDRATES_LATER,
  });
  for (const type of TOUCHES) addEventListener(type, startOnce, { capture: true, passive: true });
  parsed(document)
    .then(() => Promise.all([firstContentfulPaint(), preloadedImages()]))
    .then(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, LONGEST_WAIT_MS);
}
