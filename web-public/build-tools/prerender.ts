import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGES_FILE } from './route-pages';

/**
 * The routes whose first screen is the same for every visitor before the API answers. The
 * others read the session's storage while rendering (/auth) or wait for the signed-in user
 * (/profile, /prospect-evaluation), so they keep the bare page and render in the browser.
 */
export const PRERENDERED_ROUTES = ['/', '/leaderboard', '/terms-of-service', '/privacy-policy'];

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * React puts the hints it gathers while rendering (such as a preload of the hero image) in
 * front of the markup; they belong in the head, where the browser acts on them soonest and
 * where hydration does not meet them.
 */
function splitHints(markup: string): { head: string; body: string } {
  const hints = markup.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? '';
  return { head: hints, body: markup.slice(hints.length) };
}

type ServerEntry = { renderPage: (pathname: string) => Promise<string> };

/**
 * Writes each prerendered route's first screen into its page (web-public/dist/<route>.html),
 * inside #root, for the browser to paint while the (deferred) module scripts still load, and for
 * React to hydrate:
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
      const file = pages[route];
      if (!file) throw new Error(`prerender: the build wrote no page for ${route}`);
      const page = path.join(dist, file);
      const html = readFileSync(page, 'utf8');
      if (!html.includes(EMPTY_ROOT)) throw new Error(`prerender: ${file} has no empty #root`);
      const { head, body } = splitHints(await entry.renderPage(route));
      writeFileSync(
        page,
        html
          .replace('</head>', () => `${head}</head>`)
          .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`),
      );
    }
    return PRERENDERED_ROUTES;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
