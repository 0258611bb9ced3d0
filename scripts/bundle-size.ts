import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

/** The public site's start-up script (web-public/build-tools/route-pages.ts). */
const BOOT = 'src/app/boot.ts';

/**
 * The JavaScript a first visit to a route downloads before it shows: the boot script (when the
 * build has one), the entry chunk, the route's own chunk, and every chunk either imports
 * statically, gzipped (Vite's manifest gives the graph).
 */
export function initialJsBytes(distDir: string, routeModule: string): number {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (manifest[BOOT]) visit(BOOT);
  visit('index.html');
  visit(routeModule);
  return [...seen]
    .map((key) => (manifest[key] as Chunk).file)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
}
