import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm run check-recipe`: follows docs/adding-an-area.md for its throwaway area, in a copy of the
 * repository, and fails when the recipe no longer builds a working area. The document's worked
 * example is its code blocks: ```ts file=<path> blocks are the area's files, ```ts registry=<path>
 * blocks the lines it adds to each tree's registry (imports after the last import, the rest
 * before the registry list's end, ordered by Biome as `npm run format` would). In the copy it then runs the three type checks, the
 * layer check, Biome on what it wrote, and the example's own tests. It prints how many files
 * outside the area's four folders the area touched: the registries, nothing else.
 */

const root = path.resolve(import.meta.dirname, '..');
const RECIPE = 'docs/adding-an-area.md';

type Block = { kind: 'file' | 'registry'; path: string; text: string };

export function recipeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const fence = /^```[a-z]+ (file|registry)=(\S+)\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(fence)) {
    const [, kind, file, text] = match;
    if (!kind || !file || text === undefined) continue;
    blocks.push({ kind: kind as Block['kind'], path: file, text });
  }
  return blocks;
}

/** A registry with the area's lines in: imports after the last import, the rest before its end. */
export function withRegistryLines(source: string, added: string, file: string): string {
  const lines = source.split('\n');
  const addedLines = added.trimEnd().split('\n');
  const imports = addedLines.filter((line) => line.startsWith('import '));
  const entries = addedLines.filter((line) => !line.startsWith('import '));
  const lastImport = lines.findLastIndex((line) => /^import .* from '.*';$/.test(line));
  if (imports.length > 0 && lastImport < 0) throw new Error(`${file}: no import to add after`);
  lines.splice(lastImport + 1, 0, ...imports);
  // The registry: `export const AREAS: ... = [` to `];`, or `export const FEATURES = {` to `} as const;`.
  const declaration = lines.findIndex((line) => /^export const [A-Z_]+\b.*= [[{]$/.test(line));
  const close = lines.findIndex((line, i) => i > declaration && /^[\]}]( as const)?;$/.test(line));
  if (declaration < 0 || close < 0) {
    throw new Error(`${file}: no registry (export const AREAS = [ ... ]; or FEATURES = { ... };)`);
  }
  lines.splice(close, 0, ...entries);
  return lines.join('\n');
}

function run(cwd: string, command: string, args: readonly string[]): void {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${seconds} s)`);
  console.log(`recipe: ${command} ${args.join(' ')}: passed in ${seconds} s`);
}

function main(): void {
  const blocks = recipeBlocks(readFileSync(path.join(root, RECIPE), 'utf8'));
  const files = blocks.filter((b) => b.kind === 'file');
  const registries = blocks.filter((b) => b.kind === 'registry');
  if (files.length === 0 || registries.length === 0) {
    throw new Error(`${RECIPE} has no worked example (\`\`\`ts file=... and registry=... blocks)`);
  }
  for (const block of files) {
    if (existsSync(path.join(root, block.path))) {
      throw new Error(`${block.path}: the example would overwrite a file of the repository`);
    }
  }

  const copy = mkdtempSync(path.join(tmpdir(), 'nola-recipe-'));
  try {
    // The repository as it stands (committed or not), without what git ignores.
    const tracked = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\0')
      .filter((file) => file && existsSync(path.join(root, file)));
    for (const file of tracked) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file));
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));

    for (const block of files) {
      mkdirSync(path.dirname(path.join(copy, block.path)), { recursive: true });
      writeFileSync(path.join(copy, block.path), block.text);
    }
    for (const block of registries) {
      const target = path.join(copy, block.path);
      writeFileSync(
        target,
        withRegistryLines(readFileSync(target, 'utf8'), block.text, block.path),
      );
    }
    const outside = [...new Set(registries.map((b) => b.path))];
    console.log(
      `recipe: the example area is ${files.length} files in its folders, and touches ${outside.length} outside them: ${outside.join(', ')}`,
    );

    const written = files.map((b) => b.path);
    // Where a registry line goes among the imports is the formatter's business (npm run format).
    run(copy, 'npx', ['biome', 'check', '--write', ...outside]);
    run(copy, 'npx', ['biome', 'check', ...written, ...outside]);
    run(copy, 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
    run(copy, 'npx', ['tsc', '--noEmit', '-p', 'web-public']);
    run(copy, 'npx', ['tsc', '--noEmit', '-p', 'web-admin']);
    run(copy, 'node', ['--import', 'tsx', 'scripts/check-layers.ts']);
    const specs = written.filter((file) => /\.(spec|test)\.tsx?$/.test(file));
    run(copy, 'npx', ['vitest', 'run', ...specs]);
    console.log('recipe: the example area builds, passes the layer check and its tests');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    main();
  } catch (error) {
    console.error(`recipe: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
