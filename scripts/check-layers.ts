/**
 * The layer check `npm test` runs: imports flow one way (STYLE.md, docs/adding-an-area.md).
 *
 * - `projections/` imports `services/` (the areas' events and row types, core), never the reverse;
 *   only the composition roots wire the runner into the API. Tests and their harnesses compose
 *   the whole system to exercise it, so they count as composition roots too.
 * - `services/src/core/` is shared plumbing: it never imports an area.
 * - The two sites import from the server only types (erased at build) and `constants.ts` files
 *   (the values the server validates with), and never the read side.
 *
 * Prints each import against the direction and exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const isCompositionRoot = (file: string) => file.startsWith('services/src/composition/');

export type Violation = { file: string; specifier: string; rule: string };

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

type Import = { specifier: string; typeOnly: boolean };

function importsOf(source: string): Import[] {
  const found: Import[] = [];
  for (const match of source.matchAll(IMPORT)) {
    found.push({ specifier: match[3] ?? '', typeOnly: Boolean(match[2]) });
  }
  for (const match of source.matchAll(DYNAMIC_IMPORT)) {
    found.push({ specifier: match[1] ?? '', typeOnly: false });
  }
  return found;
}

/** Test files and the test harnesses (`<tree>/test/`, `services/src/testing/`). */
const isTestFile = (file: string) =>
  /\.(spec|test)\.tsx?$/.test(file) ||
  file.split('/')[1] === 'test' ||
  file.startsWith('services/src/testing/');

/** The violations of one file (its path relative to the repository, forward slashes). */
export function layerViolations(file: string, source: string): Violation[] {
  const violations: Violation[] = [];
  for (const { specifier, typeOnly } of importsOf(source)) {
    let target: string;
    if (specifier.startsWith('@server/')) {
      target = `services/src/${specifier.slice('@server/'.length)}`;
    } else if (specifier.startsWith('.')) {
      target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    } else continue;
    const rule = ruleBroken(file, target, typeOnly);
    if (rule) violations.push({ file, specifier, rule });
  }
  return violations;
}

function ruleBroken(file: string, target: string, typeOnly: boolean): string | undefined {
  const tree = (p: string) => p.split('/')[0];
  if (tree(file) === 'services') {
    if (tree(target) === 'projections' && !isCompositionRoot(file) && !isTestFile(file)) {
      return 'services imports projections: only a composition root wires the runner in';
    }
    if (tree(target) === 'web-public' || tree(target) === 'web-admin') {
      return 'the server imports a site';
    }
    const inCore = (p: string) => p.startsWith('services/src/core/');
    if (
      inCore(file) &&
      !isTestFile(file) &&
      target.startsWith('services/src/') &&
      !inCore(target)
    ) {
      return 'core imports an area: shared plumbing never depends on a domain area';
    }
  }
  if (
    tree(file) === 'projections' &&
    (tree(target) === 'web-public' || tree(target) === 'web-admin')
  ) {
    return 'the read side imports a site';
  }
  if ((tree(file) === 'web-public' || tree(file) === 'web-admin') && !isTestFile(file)) {
    if (tree(target) === 'projections') return 'a site imports the read side';
    if (tree(target) === 'services' && !typeOnly && path.posix.basename(target) !== 'constants') {
      return 'a site imports server code: only types and constants.ts files';
    }
  }
  return undefined;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIP = new Set(['node_modules', 'dist', '.data', 'coverage']);

function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* sourceFiles(root, relative);
    else if (SOURCE.test(entry.name)) yield relative;
  }
}

export function checkTree(root: string): Violation[] {
  const trees = ['services', 'projections', 'web-public', 'web-admin'];
  return trees.flatMap((tree) =>
    [...sourceFiles(root, tree)].flatMap((file) =>
      layerViolations(file, readFileSync(path.join(root, file), 'utf8')),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkTree(root);
  for (const v of violations) console.error(`${v.file}: imports '${v.specifier}' (${v.rule})`);
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) against the layers' direction`);
    process.exit(1);
  }
  console.log('layers: every import flows one way');
}
