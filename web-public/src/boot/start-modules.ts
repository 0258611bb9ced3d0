import type { PageModules } from './page-modules';

/**
 * Each link a browser starts fetching costs its main thread a few milliseconds (on a slow phone
 * a dozen), so a page's thirty-odd modules started at once made one long task that held up
 * input. They start a few at a time, a task each, in the page's order; the entry script goes in
 * with the last of them, its imports already on their way.
 */
const LINKS_PER_TASK = 6;

/** Starts the page's modules: its chunks as module preloads, then its entry script. */
export function startModules(
  document: Document,
  { entry, preload }: PageModules,
  perTask = LINKS_PER_TASK,
): void {
  const links = preload.map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  const insertFrom = (from: number) => {
    const last = from + perTask >= links.length;
    // One insertion per task: the head changes once for each group, not once per chunk.
    const group = document.createDocumentFragment();
    group.append(...links.slice(from, from + perTask));
    if (last) group.append(script);
    document.head.append(group);
    if (!last) setTimeout(() => insertFrom(from + perTask), 0);
  };
  insertFrom(0);
}
