import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { initialJsBytes } from './bundle-size';

/**
 * `npm run build` builds both single-page sites; `--if-stale` (what `npm start` runs first)
 * builds only a site whose sources changed since its last build, so a fresh clone serves the
 * real site and later starts cost nothing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITES = ['web-public', 'web-admin'] as const;

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules' || entry.name === 'test') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const isStale = (site: string) => {
  const built = path.join(root, site, 'dist', 'index.html');
  return !existsSync(built) || statSync(built).mtimeMs < newestSource(path.join(root, site));
};

/** Issue 5's budget for the home page's initial JavaScript, gzipped. */
const HOME_BUDGET_KB = 250;
const PUBLIC_ROUTES = ['home', 'leaderboard', 'auth', 'profile', 'prospect-evaluation'];

function reportPublicSizes(): void {
  const dist = path.join(root, 'web-public', 'dist');
  for (const route of PUBLIC_ROUTES) {
    const kb = initialJsBytes(dist, `src/app/routes/${route}.tsx`) / 1024;
    const budget = route === 'home' ? ` (budget ${HOME_BUDGET_KB} KB)` : '';
    console.log(`web-public initial JS of ${route}: ${kb.toFixed(1)} KB gzipped${budget}`);
    if (route === 'home' && kb > HOME_BUDGET_KB) process.exitCode = 1;
  }
}

const onlyIfStale = process.argv.includes('--if-stale');
for (const site of SITES) {
  if (onlyIfStale && !isStale(site)) continue;
  console.log(`Building ${site} ...`);
  await build({
    configFile: path.join(root, site, 'vite.config.ts'),
    logLevel: onlyIfStale ? 'warn' : 'info',
  });
  if (site === 'web-public') reportPublicSizes();
}
