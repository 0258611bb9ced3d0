import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the server finds the page for each path: `{ "/leaderboard": "leaderboard.html" }`. */
export const PAGES_FILE = 'pages.json';

// The latin faces the first screen uses; the browser would find them only once CSS has applied.
const FIRST_SCREEN_FONTS =
  /^assets\/(inter-latin-wght|oswald-latin-(500|600))-normal-[\w-]+\.woff2$/;

type Routes = Record<string, string>;

const LOW = ' fetchpriority="low"';

/**
 * Writes one HTML page per route beside index.html: the same page, plus `modulepreload` links
 * for the entry's and the route's chunks, its stylesheets, and `preload` links for the first
 * screen's fonts. The router loads a route's chunk only after the entry has run; announced in
 * the HTML, it comes down with the entry instead of after it. The page's first screen is in its
 * HTML (prerender.ts), so its scripts are fetched at low priority: they leave the connection to
 * the stylesheets, fonts and hero image that screen needs (Vite's own preload links for the HTML
 * are turned off in vite.config.ts, these take their place). `routes` maps a path to its module.
 */
export function routePages(routes: Routes): Plugin {
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
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      if (!entry) throw new Error('route-pages: the build has no entry chunk');
      const entryTag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
      const built = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!built.includes(entryTag)) throw new Error(`route-pages: index.html lacks ${entryTag}`);
      const html = built.replace(entryTag, () => entryTag.replace(' src=', `${LOW} src=`));
      const fonts = Object.keys(bundle).filter((file) => FIRST_SCREEN_FONTS.test(file));
      const fontLinks = fonts.map(
        (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
      );
      const entryClosure = staticClosure(bundle, entry);
      const preloads = (scripts: string[]) =>
        scripts
          .filter((file) => file !== entry.fileName)
          .map((file) => `<link rel="modulepreload" crossorigin${LOW} href="/${file}">`);
      writeFileSync(
        path.join(outDir, 'index.html'),
        withLinks(html, [...fontLinks, ...preloads(entryClosure.scripts)]),
      );

      const pages: Record<string, string> = {};
      for (const [routePath, module] of Object.entries(routes)) {
        const chunk = chunkFor(bundle, path.resolve(root, module));
        const { scripts, styles } = staticClosure(bundle, chunk);
        const links = [
          ...fontLinks,
          // Applied, not just fetched: the page's first screen is in the HTML (prerender.ts).
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ...preloads([...new Set([...entryClosure.scripts, ...scripts])]),
        ].filter((link) => !html.includes(link.match(/href="([^"]+)"/)?.[1] ?? '\0'));
        const file = `${path.basename(module, path.extname(module))}.html`;
        writeFileSync(path.join(outDir, file), withLinks(html, links));
        pages[routePath] = file;
      }
      writeFileSync(path.join(outDir, PAGES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
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
