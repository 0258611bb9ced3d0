/**
 * The built pages' start-up (build-tools/route-pages.ts puts it where the module scripts were).
 * A prerendered page's first screen is in its HTML, so its scripts wait until that screen has
 * painted: its eager images in view and its fonts have loaded, and a frame has passed. Started
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

function inView(image: HTMLImageElement) {
  const box = image.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
}

async function firstScreenPainted() {
  const images = [...document.images].filter((image) => image.loading !== 'lazy' && inView(image));
  await Promise.race([
    Promise.all([
      document.fonts?.ready,
      ...images.map((image) => image.decode().catch(() => undefined)),
    ]),
    new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
  ]);
  // Painted: the frame that shows them, then a task after it.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The phone menu the HTML has (app/layout/early-menu.tsx) closes when one of its links is followed.
document.addEventListener('click', (event) => {
  const menu = (event.target as Element | null)?.closest?.('a')?.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
});

if (document.getElementById('root')?.firstElementChild) void firstScreenPainted().then(start);
else start();
