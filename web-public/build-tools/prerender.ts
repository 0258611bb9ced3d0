import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fillSlots } from '../src/page-slots';
import { PAGES_FILE, ROUTES_FILE, type RoutesFile } from './route-pages';

/**
 * The routes whose first screen is the same for every visitor before the API answers. The
 * others read the session's storage while rendering (/auth) or wait for the signed-in user
 * (/profile, /prospect-evaluation), so they keep the bare page and render in the browser.
 * /shop's prerendered first screen is its heading, categories and a placeholder grid: the
 * server renders it again with the catalogue when it is asked for (services/src/core/http/
 * live-pages.ts), and this page is what it sends when it cannot.
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/leaderboard',
  '/shop',
  '/terms-of-service',
  '/privacy-policy',
];

/**
 * Where the server's renderer is built, beside the site's dist/ (never inside it, which is
 * served as it stands): `entry-server.mjs`, and `pages/<page>.html`, each prerendered route's
 * page with its slots still empty, for the server to fill with what it renders.
 */
export const RENDERER_DIR = 'dist-server';
export const RENDERER_ENTRY = 'entry-server.mjs';
export const RENDERER_PAGES = 'pages';

type ServerEntry = { renderPage: (url: string) => Promise<string> };

/**
 * Writes each prerendered route's first screen into its page (web-public/dist/<route>.html),
 * inside #root, for the browser to paint while the page's module scripts load, and for React to
 * hydrate: builds src/entry-server.tsx for Node into dist-server/, renders each route with it,
 * and keeps it there, with each route's empty page, for the server (RENDERER_DIR). `siteDir` is
 * web-public; the client build must have written dist/ already.
 */
export async function prerenderPages(siteDir: string): Promise<string[]> {
  const { build } = await import('vite');
  // Inside the repository, so the bundle's bare imports resolve to its node_modules.
  const outDir = path.join(siteDir, RENDERER_DIR);
  await build({
    configFile: path.join(siteDir, 'vite.config.ts'),
    logLevel: 'warn',
    // Its libraries in the bundle, tree-shaken, rather than loaded whole from node_modules by the
    // server (every module of Mantine's and of the icons'): the API's first /shop took 1.04 s
    // and 66 MB of memory with them outside, 0.24 s and 12 MB with them in.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { entryFileNames: RENDERER_ENTRY } },
    },
  });
  const entry = (await import(
    pathToFileURL(path.join(outDir, RENDERER_ENTRY)).href
  )) as ServerEntry;
  const dist = path.join(siteDir, 'dist');
  const pages = JSON.parse(readFileSync(path.join(dist, PAGES_FILE), 'utf8')) as Record<
    string,
    string
  >;
  for (const route of PRERENDERED_ROUTES) {
    if (!pages[route]) throw new Error(`prerender: the build wrote no page for ${route}`);
  }
  const { notFound } = JSON.parse(readFileSync(path.join(dist, ROUTES_FILE), 'utf8')) as RoutesFile;
  mkdirSync(path.join(outDir, RENDERER_PAGES), { recursive: true });
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
    const template = readFileSync(page, 'utf8');
    const prerendered = PRERENDERED_ROUTES.includes(route);
    if (prerendered) writeFileSync(path.join(outDir, RENDERER_PAGES, file), template);
    writeFileSync(page, fillSlots(template, prerendered ? await entry.renderPage(route) : ''));
  }
  return PRERENDERED_ROUTES;
}
