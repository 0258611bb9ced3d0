import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the server finds the page for each path: `{ "/leaderboard": "leaderboard.html" }`. */
export const PAGES_FILE = 'pages.json';

/**
 * What the server reads to answer 404 (services/src/core/http/spa.ts): the route table's paths
 * (src/app/route-table.ts), and the page for any other path.
 */
export const ROUTES_FILE = 'routes.json';
export type RoutesFile = { paths: string[]; notFound: string };

// The latin faces the first screen uses; the browser would find them only once CSS has applied.
const FIRST_SCREEN_FONTS =
  /^assets\/(inter-latin-wght|oswald-latin-(500|600))-normal-[\w-]+\.woff2$/;

/**
 * A page of the route table (src/app/route-table.ts): its route module's name, which names its
 * HTML file, the module's file from web-public/, and its title.
 */
type Page = { readonly module: string; readonly source: string; readonly title: string };
type Routes = Record<string, Page>;

/** The page with its own title in place of index.html's. */
export function withTitle(html: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  if (!/<title>[^<]*<\/title>/.test(html))
    throw new Error('route-pages: index.html has no <title>');
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`);
}

/** The start-up script that fetches a page's module scripts once its first screen has painted. */
const BOOT = 'src/app/boot.ts';

/**
 * Writes one HTML page per route beside index.html: the same page, plus the route's stylesheets
 * and `preload` links for the first screen's fonts. The page's first screen is in its HTML
 * (prerender.ts), so its module scripts are not in it: the boot script (src/app/boot.ts) adds
 * them, the entry's and the route's chunks together, once that screen has painted. Until then the
 * connection is the stylesheets', fonts' and hero image's, and Lighthouse, which counts each
 * request started before the largest paint as one it may have waited for, sees none of them
 * (Vite's own preload links for the HTML are turned off in vite.config.ts). The router would
 * load a route's chunk only after the entry has run; announced by the boot script, it comes down
 * with the entry instead. `routes` maps a path to its page; `notFound` is the page for any other
 * path, written as `<module>.html` and named in `routes.json` with the paths, for the server.
 */
export function routePages(routes: Routes, notFound: Page): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'nola:route-pages',
    // The client build only: the prerender's Node build (build-tools/prerender.ts) has no pages.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.resolve(root, BOOT), name: 'boot' });
    },
    writeBundle(_options, bundle) {
      const boot = chunkFor(bundle, path.resolve(root, BOOT));
      const entry = Object.values(bundle).find(
        (output): output is OutputChunk =>
          output.type === 'chunk' && output.isEntry && output !== boot,
      );
      if (!entry) throw new Error('route-pages: the build has no entry chunk');
      const entryTag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!html.includes(entryTag)) throw new Error(`route-pages: index.html lacks ${entryTag}`);
      const withBoot = (page: string, scripts: string[]) =>
        page.replace(entryTag, () => bootTag(boot.fileName, entry.fileName, scripts));
      const fonts = Object.keys(bundle).filter((file) => FIRST_SCREEN_FONTS.test(file));
      const fontLinks = fonts.map(
        (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
      );
      const entryClosure = staticClosure(bundle, entry);
      writeFileSync(
        path.join(outDir, 'index.html'),
        withLinks(withBoot(html, entryClosure.scripts), fontLinks),
      );

      const writePage = (page: Page) => {
        const chunk = chunkFor(bundle, path.resolve(root, page.source));
        const { scripts, styles } = staticClosure(bundle, chunk);
        const links = [
          ...fontLinks,
          // Applied, not just fetched: the page's first screen is in the HTML (prerender.ts).
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ].filter((link) => !html.includes(link.match(/href="([^"]+)"/)?.[1] ?? '\0'));
        const file = `${page.module}.html`;
        const closure = [...new Set([...entryClosure.scripts, ...scripts])];
        writeFileSync(
          path.join(outDir, file),
          withLinks(withBoot(withTitle(html, page.title), closure), links),
        );
        return file;
      };
      for (const page of new Set([...Object.values(routes), notFound])) writePage(page);
      const { known, pages } = routeFiles(routes, notFound);
      writeFileSync(path.join(outDir, ROUTES_FILE), `${JSON.stringify(known, null, 2)}\n`);
      writeFileSync(path.join(outDir, PAGES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}

/**
 * What routes.json and pages.json say: every path of `routes` (each spelling of a path is an
 * entry of its own, route-table.ts's sitePages) with its page, `<module>.html`, and the page for
 * any other path.
 */
export function routeFiles(
  routes: Routes,
  notFound: Page,
): { known: RoutesFile; pages: Record<string, string> } {
  const fileOf = (page: Page) => `${page.module}.html`;
  return {
    known: { paths: Object.keys(routes), notFound: fileOf(notFound) },
    pages: Object.fromEntries(
      Object.entries(routes).map(([routePath, page]) => [routePath, fileOf(page)]),
    ),
  };
}

/** The boot script's tag: the entry to start, and the chunks to preload beside it. */
export function bootTag(boot: string, entry: string, scripts: string[]): string {
  const preload = scripts.filter((file) => file !== entry).map((file) => `/${file}`);
  return `<script type="module" crossorigin src="/${boot}" data-modules="/${entry}" data-preload="${preload.join(' ')}"></script>`;
}

const withLinks = (html: string, links: string[]) =>
  links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);

function chunkFor(bundle: OutputBundle, moduleId: string): OutputChunk {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId === moduleId) return output;
  }
  throw new Error(`route-pages: no chunk was built for ${moduleId}`);
}

/** The chunk, every chunk it imports statically (transitively), and the CSS they import. */
function staticClosure(bundle: OutputBundle, start: OutputChunk) {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return { scripts, styles: [...styles] };
}
