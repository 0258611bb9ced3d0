/**
 * The two places in index.html a page's first screen goes (comments Vite keeps): its head's
 * hints, and its markup inside #root. The build fills them
 * for the prerendered routes (build-tools/prerender.ts); the server fills them again for a page
 * it renders when asked for (src/entry-server.tsx, services/src/core/http/live-pages.ts).
 */
export const HEAD_SLOT = '<!--app-head-->';
export const ROOT_SLOT = '<!--app-html-->';

/**
 * React puts the hints it gathers while rendering (such as a preload of the hero image) in
 * front of the markup; they belong in the head, where the browser acts on them soonest and
 * where hydration does not meet them.
 */
function splitHints(markup: string): { head: string; body: string } {
  let end = 0;
  while (markup.startsWith('<link ', end) && markup.indexOf('/>', end) > 0) {
    end = markup.indexOf('/>', end) + 2;
  }
  return { head: markup.slice(0, end), body: markup.slice(end) };
}

/** A page with its slots filled: what React rendered, or nothing (the browser renders it). */
export function fillSlots(html: string, markup = ''): string {
  if (!html.includes(HEAD_SLOT) || !html.includes(ROOT_SLOT)) {
    throw new Error(`prerender: the page has no ${HEAD_SLOT} or ${ROOT_SLOT} to fill`);
  }
  const split = splitHints(markup);
  return html.replace(HEAD_SLOT, () => split.head).replace(ROOT_SLOT, () => split.body);
}
