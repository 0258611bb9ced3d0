import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_MODULES_ID, type PageModules } from '../src/boot/page-modules';
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

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page's module scripts, taken out of its head and listed for its loader
 * (src/boot), which starts them once the first screen has painted: the page shows without
 * them, and they would otherwise share the connection with its stylesheets, fonts and hero.
 * `loader` is the loader's path on the site. The loader is `async`, not `defer`: a deferred
 * script runs as the parser finishes, in the task where the browser then styles and lays out
 * the whole page for the first time, which counted as one long task of the loader's.
 */
export function deferModules(html: string, loader: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const [entry, ...others] = entries;
  if (!entry || others.length > 0) {
    throw new Error(`prerender: a page needs one entry script, it has ${entries.length}`);
  }
  const modules: PageModules = {
    entry,
    preload: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''),
  };
  // `<` escaped, so no path can close the element early; JSON.parse reads it back the same.
  const listed = JSON.stringify(modules).replaceAll('<', '\\u003c');
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      () =>
        `  <script type="application/json" id="${PAGE_MODULES_ID}">${listed}</script>\n` +
        `    <script async src="${loader}"></script>\n  </head>`,
    );
}

/** Builds the loader (src/boot) as a classic script into dist/assets; returns its path. */
async function buildLoader(siteDir: string): Promise<string> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [path.join(siteDir, 'src', 'boot', 'index.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
  });
  const code = outputFiles[0]?.contents;
  if (!code) throw new Error('prerender: the loader built to nothing');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/boot-${hash}.js`;
  writeFileSync(path.join(siteDir, 'dist', file), code);
  return `/${file}`;
}

/**
 * Writes each prerendered route's first screen into its page (web-public/dist/<route>.html),
 * inside #root, for the browser to paint before the module scripts load (deferModules), and for
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
    const loader = await buildLoader(siteDir);
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
        deferModules(html, loader)
          .replace('</head>', () => `${head}</head>`)
          .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`),
      );
    }
    return PRERENDERED_ROUTES;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
