import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Mantine's class names: `m_` and eight hex digits, the same in its scripts and stylesheets. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

const classesIn = (text: string) => new Set(text.match(MANTINE_CLASS));

/**
 * Each Mantine class and the stylesheet that defines it, as the site would import it: one file
 * per component for @mantine/core, the package's one stylesheet for the others.
 */
export function mantineStylesheets(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const sheets = new Map<string, string>();
  const add = (file: string, sheet: string) => {
    for (const name of classesIn(readFileSync(file, 'utf8'))) {
      if (!sheets.has(name)) sheets.set(name, sheet);
    }
  };
  const core = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  for (const file of readdirSync(core)) {
    if (file.endsWith('.css') && !file.endsWith('.layer.css')) {
      add(path.join(core, file), `@mantine/core/styles/${file}`);
    }
  }
  for (const pkg of ['@mantine/notifications', '@mantine/dates']) {
    add(require.resolve(`${pkg}/styles.css`), `${pkg}/styles.css`);
  }
  return sheets;
}

/**
 * The stylesheets missing from a build: those defining a Mantine class that the build's scripts
 * use and none of its stylesheets has. `scripts` and `styles` are the files' texts.
 */
export function missingStylesheets(
  scripts: string[],
  styles: string[],
  sheets: Map<string, string>,
): string[] {
  const styled = classesIn(styles.join('\n'));
  const missing = new Set<string>();
  for (const name of classesIn(scripts.join('\n'))) {
    const sheet = sheets.get(name);
    if (sheet && !styled.has(name)) missing.add(sheet);
  }
  return [...missing].sort();
}

type OutputChunk = Rolldown.OutputChunk;

/**
 * Fails the client build when a page uses a component without its Mantine stylesheet: the site
 * imports them one by one (src/app/mantine-styles.ts, and a route's own at the top of its
 * module), and a missing one would leave that component unstyled with nothing else to say so.
 * A page here is each chunk the app loads on its own (a route, a part of the layout that comes
 * later) with the chunks it imports, and what it may count on is its own stylesheets and the
 * entry's, which every page has.
 */
export function mantineStylesCheck(): Plugin {
  return {
    name: 'nola:mantine-styles',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk',
      );
      const css = (file: string) => {
        const asset = bundle[file];
        return asset?.type === 'asset' ? String(asset.source) : '';
      };
      const group = (start: OutputChunk) => {
        const found = new Set<OutputChunk>();
        const visit = (chunk: OutputChunk) => {
          if (found.has(chunk)) return;
          found.add(chunk);
          for (const file of chunk.imports) {
            const next = bundle[file];
            if (next?.type === 'chunk') visit(next);
          }
        };
        visit(start);
        return [...found];
      };
      const stylesOf = (members: OutputChunk[]) =>
        members.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map(css));
      const entryStyles = stylesOf(chunks.filter((chunk) => chunk.isEntry).flatMap(group));
      const sheets = mantineStylesheets();
      const problems: string[] = [];
      for (const page of chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry)) {
        const members = group(page);
        const missing = missingStylesheets(
          members.map((chunk) => chunk.code),
          [...entryStyles, ...stylesOf(members)],
          sheets,
        );
        if (missing.length > 0) problems.push(`${page.name} lacks ${missing.join(', ')}`);
      }
      if (problems.length > 0) {
        this.error(
          `components are used without their Mantine styles (${problems.join('; ')}); import them in src/app/mantine-styles.ts, or at the top of the route that alone uses them`,
        );
      }
    },
  };
}
