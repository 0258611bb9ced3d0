/**
 * The loader of a prerendered page (build-tools/prerender.ts puts it in place of the page's
 * module scripts). The page's first screen is already in its HTML, so its scripts wait until
 * that screen is on the glass: the first contentful paint, and the images the page preloads for
 * it (the hero). Until then the stylesheets, fonts and hero image have the connection to
 * themselves, which on a slow mobile network is what brings the first screen in sooner. Then
 * the entry starts, with the page's chunks announced beside it so they load in parallel. A
 * browser that reports no paint timing starts them after its first frame; none waits longer than
 * `LONGEST_WAIT_MS` in any case, and a visitor who touches the page starts them at once.
 *
 * A button tapped before the app has taken the page over would do nothing, so the loader keeps
 * those taps and clicks the buttons again once the app says it has hydrated (`HYDRATED_EVENT`):
 * the phone menu opened in the first second opens. Links and form submits need no keeping; the
 * browser follows and sends them without scripts.
 */

import { HYDRATED_EVENT, PAGE_MODULES_ID, type PageModules } from './page-modules';

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
  return Promise.all(
    Array.from(links, (link) => {
      const image = new Image();
      image.src = link.href;
      // A broken image is the page's problem to show, not a reason to keep the scripts back.
      return image.decode().catch(() => undefined);
    }),
  );
}

function start({ entry, preload }: PageModules): void {
  const scripts = document.createDocumentFragment();
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    scripts.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  scripts.append(script);
  // One insertion: the head changes once, not once per chunk.
  document.head.append(scripts);
}

/** A button whose click means something only to the app (not a form's submit button). */
function appButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.disabled) return null;
  return button.type === 'submit' && button.form ? null : button;
}

/** Keeps the buttons clicked until the app hydrates, then clicks those still on the page. */
function keepEarlyTaps(): void {
  const tapped: HTMLButtonElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = appButton(event.target);
    // Every tap, in order: two taps on the menu button open it and close it again.
    if (button) tapped.push(button);
  };
  document.addEventListener('click', keep, true);
  document.addEventListener(
    HYDRATED_EVENT,
    () => {
      document.removeEventListener('click', keep, true);
      for (const button of tapped) if (button.isConnected) button.click();
    },
    { once: true },
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
    start(modules);
  };
  keepEarlyTaps();
  for (const type of TOUCHES) addEventListener(type, startOnce, { capture: true, passive: true });
  Promise.all([firstContentfulPaint(), preloadedImages()]).then(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, LONGEST_WAIT_MS);
}
