import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Compiles the server's entry points to plain JavaScript in `services/dist/` (about 50 ms), so
 * production runs `node` and not `tsx`: no TypeScript loader in the process, about 60 MB less
 * resident memory. Packages stay external (they load from node_modules as they are), and
 * dynamic imports stay separate chunks, so embedded mode still never loads the Redis clients.
 * The output sits two levels below the root, as `services/src/` does, because the server finds
 * the built sites from its own location.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(root, 'services', 'dist');

/**
 * The flags `npm start` and `npm run worker` give node (package.json and the Dockerfile say them
 * again; a test holds them together). Stack traces point into the TypeScript; a young generation
 * of 4 MB semi-spaces instead of V8's 16 MB keeps a busy server about 30 MB smaller; and a heap
 * limit of 512 MB instead of V8's default (a quarter of the machine's memory, up to 4 GB) makes V8
 * collect before it grows: the API under the bench's vote load stays near 200 MB resident instead
 * of 360, at the same votes per second and CPU per vote (decision 0037).
 */
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-semi-space-size=4',
  '--max-old-space-size=512',
] as const;

/**
 * The environment `npm start`, `npm run worker`, the container and the bench give those processes
 * (held together by the same test). glibc gives memory that malloc freed back to the system only
 * from the top of a heap, and only beyond a trim threshold that it raises as the process frees
 * large blocks, up to 64 MB per heap. V8 compiles PGlite's WebAssembly on several threads, each
 * with its own malloc heap, and frees the compiler's memory afterwards: with the threshold fixed at
 * glibc's initial 128 KB, those heaps shrink back. The embedded server rested at 215-234 MB
 * instead of 252-297 MB and started at most 0.2 s later; its votes per second did not move beyond
 * the noise (decision 0040). Elsewhere than glibc (macOS, Alpine's musl) the variable means nothing.
 */
export const SERVER_ENV = { GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=131072' } as const;

export async function buildServer(): Promise<void> {
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'services/src/composition/main.ts',
      worker: 'services/src/composition/worker.ts',
      // The worker container's health check (docker-compose.yml).
      'worker-health': 'scripts/worker-health.ts',
      // The benchmark's API and worker processes, as production runs them.
      'bench-site': 'scripts/bench/serve.ts',
    },
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    write: false,
  });
  // Test files build in parallel and start the server as they go: only a changed file is
  // written, and by a rename, so no process ever loads a half-written one.
  for (const file of outputFiles) {
    await mkdir(path.dirname(file.path), { recursive: true });
    const old = await readFile(file.path).catch(() => undefined);
    if (old?.equals(file.contents)) continue;
    const draft = `${file.path}.${randomUUID()}`;
    await writeFile(draft, file.contents);
    await rename(draft, file.path);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
