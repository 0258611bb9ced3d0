import { execFileSync } from 'node:child_process';

/**
 * Vitest global setup of the security suite: the header and stored-script suites test the sites
 * as built, so build them first if their sources are newer. Once, before the files run in
 * parallel, so no two builds race on `dist/`.
 */
export default function setup(): void {
  try {
    execFileSync('npx', ['tsx', 'scripts/build-sites.ts', '--if-stale'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    // What the build printed, in the failure itself: a runner's report may keep only the error.
    const { stdout, stderr, status } = error as {
      stdout?: string;
      stderr?: string;
      status?: number;
    };
    throw new Error(
      `Building the sites failed (exit ${status}):\n${stderr ?? ''}\n${(stdout ?? '').slice(-4000)}`,
    );
  }
}
