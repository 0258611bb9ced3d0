import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

/** `npm run create-admin` as an operator first types it: without its arguments (issue 20). */
async function createAdmin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-admin.ts', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: '/nonexistent-create-admin-test' } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('npm run create-admin', () => {
  it('without arguments names what is missing and prints the usage, touching no database', async () => {
    const { code, out } = await createAdmin();
    expect(code).toBe(1);
    expect(out).toContain('Missing --username and --password.');
    expect(out).toContain('usage: npm run create-admin -- --username U --password P');
    expect(out).not.toMatch(/expected string, received undefined/);
  }, 60_000);

  it('with one of them names the other; --help prints the usage', async () => {
    expect((await createAdmin('--username', 'coach')).out).toContain('Missing --password.');
    const help = await createAdmin('--help');
    expect(help).toMatchObject({ code: 0, out: expect.stringContaining('usage:') });
  }, 60_000);
});
