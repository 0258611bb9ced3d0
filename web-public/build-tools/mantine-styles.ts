import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

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

/**
 * Fails the client build when a component is used without its Mantine stylesheet: the site
 * imports them one by one (src/app/mantine-styles.ts), and a missing one would leave that
 * component unstyled with nothing else to say so.
 */
export function mantineStylesCheck(): Plugin {
  return {
    name: 'nola:mantine-styles',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle);
      const scripts = outputs.flatMap((output) => (output.type === 'chunk' ? [output.code] : []));
      const styles = outputs.flatMap((output) =>
        output.type === 'asset' && output.fileName.endsWith('.css') ? [String(output.source)] : [],
      );
      const missing = missingStylesheets(scripts, styles, mantineStylesheets());
      if (missing.length > 0) {
        this.error(
          `components are used without their Mantine styles; import ${missing.join(', ')} in src/app/mantine-styles.ts`,
        );
      }
    },
  };
}
