/**
 * The built pages' start-up (build-tools/route-pages.ts puts it where the module scripts were).
 * A prerendered page's first screen is in its HTML, so its scripts wait until that screen has
 * painted: its eager images in view and its fonts have loaded, and the browser has reported the
 * largest paint of those images (or, where it reports none, a frame has passed). Started
 * earlier they share the connection with the hero image, and Lighthouse counts every request
 * made before the largest paint against it. Nothing is held or replayed meanwhile: fields keep
 * what is typed until React adopts them, forms post themselves, and the phone menu is a native
 * popover. A page with nothing prerendered starts its scripts at once.
 *
 * The tag carries the files: `data-modules` the entry, `data-preload` the chunks it and the
 * route import.
 */
export {};

/** On a slow network the hero may take long; the page's scripts wait for it no longer than this. */
const MAX_WAIT_MS = 2_500;

const tag = document.querySelector<HTMLScriptElement>('script[data-modules]');

function start() {
  if (!tag) return;
  const list = (name: string) => (tag.getAttribute(name) ?? '').split(' ').filter(Boolean);
  for (const href of list('data-preload')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const src of list('data-modules')) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.append(script);
  }
}

/**
 * Resolves once the browser reports the largest paint of one of `images`, or of something no
 * smaller than they are on screen (then none of them will be the largest).
 */
function largestPaintOf(images: HTMLImageElement[]) {
  const area = Math.max(0, ...images.map(areaInView));
  return new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      // Where it is not reported (Safari, Firefox): the frame that shows them, then a task.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      const painted = entries.some(
        (entry) =>
          images.some((image) => image === entry.element) ||
          ('size' in entry && Number(entry.size) >= area),
      );
      if (!painted) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

function areaInView(image: HTMLImageElement) {
  const box = image.getBoundingClientRect();
  const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
  const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
  return Math.max(0, width) * Math.max(0, height);
}

/** The browser reports no largest paint after the visitor's first input: nor is there cause to wait. */
const firstInput = () =>
  new Promise<void>((resolve) => {
    for (const type of ['pointerdown', 'keydown', 'scroll'])
      addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
  });

async function firstScreenPainted() {
  const images = [...document.images].filter(
    (image) => image.loading !== 'lazy' && areaInView(image) > 0,
  );
  const loaded = Promise.all([
    document.fonts?.ready,
    ...images.map((image) => image.decode().catch(() => undefined)),
  ]);
  await Promise.race([
    loaded.then(() => largestPaintOf(images)),
    firstInput(),
    new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
  ]);
}

// The phone menu the HTML has (app/layout/early-menu.tsx) closes when one of its links is followed.
document.addEventListener('click', (event) => {
  const menu = (event.target as Element | null)?.closest?.('a')?.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
});

if (document.getElementById('root')?.firstElementChild) void firstScreenPainted().then(start);
else start();
