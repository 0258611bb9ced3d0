import { execFileSync } from 'node:child_process';

/**
 * Vitest global setup of the security suite: the header and stored-script suites test the sites
 * as built, so build them first if their sources are newer. Once, before the files run in
 * parallel, so no two builds race on `dist/`.
 */
export default function setup(): void {
  execFileSync('npx', ['tsx', 'scripts/build-sites.ts', '--if-stale'], { stdio: 'inherit' });
}
