import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGES_FILE, ROUTES_FILE, type RoutesFile } from './route-pages';

/**
 * The routes whose first screen is the same for every visitor before the API answers. The
 * others read the session's storage while rendering (/auth) or wait for the signed-in user
 * (/profile, /prospect-evaluation), so they keep the bare page and render in the browser.
 * /shop's first screen is its heading, categories and a placeholder grid, never the products:
 * their stock changes, so they come from the API as the board's prospects do.
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/leaderboard',
  '/shop',
  '/terms-of-service',
  '/privacy-policy',
];

/** Where the page's markup and its head's hints go: comments in index.html, kept by Vite. */
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
  const { head, body } = splitHints(markup);
  return html.replace(HEAD_SLOT, () => head).replace(ROOT_SLOT, () => body);
}

type ServerEntry = { renderPage: (pathname: string) => Promise<string> };

/**
 * Writes each prerendered route's first screen into its page (web-public/dist/<route>.html),
 * inside #root, for the browser to paint while the page's module scripts load, and for React to
 * hydrate:
 * builds src/entry-server.tsx for Node beside the client build, then renders each route with
 * it. `siteDir` is web-public; the client build must have written dist/ already.
 */
export async function prerenderPages(siteDir: string): Promise<string[]> {
  const { build } = await import('vite');
  // Inside the repository, so the bundle's bare imports resolve to its node_modules.
  const outDir = path.resolve(siteDir, '..', 'node_modules', '.cache', 'web-public-ssr');
  await build({
    configFile: path.join(siteDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
  try {
    const entry = (await import(
      pathToFileURL(path.join(outDir, 'entry-server.mjs')).href
    )) as ServerEntry;
    const dist = path.join(siteDir, 'dist');
    const pages = JSON.parse(readFileSync(path.join(dist, PAGES_FILE), 'utf8')) as Record<
      string,
      string
    >;
    for (const route of PRERENDERED_ROUTES) {
      if (!pages[route]) throw new Error(`prerender: the build wrote no page for ${route}`);
    }
    const { notFound } = JSON.parse(
      readFileSync(path.join(dist, ROUTES_FILE), 'utf8'),
    ) as RoutesFile;
    // Every page has the slots; those of routes not prerendered are emptied.
    const others = [
      ['', 'index.html'],
      ['', notFound],
    ] as const;
    // A page several paths share (YouScout's two spellings, /you-scout/admin and
    // /you-scout/actual-admin) is filled once.
    const filled = new Set<string>();
    for (const [route, file] of [...Object.entries(pages), ...others]) {
      if (filled.has(file)) continue;
      filled.add(file);
      const page = path.join(dist, file);
      const markup = PRERENDERED_ROUTES.includes(route) ? await entry.renderPage(route) : '';
      writeFileSync(page, fillSlots(readFileSync(page, 'utf8'), markup));
    }
    return PRERENDERED_ROUTES;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
