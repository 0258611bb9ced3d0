import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MOCKING } from '../vitest.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server project's spec files (what its include and exclude patterns pick). */
function serverSpecs(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      if (relative === 'services/test/faults' || relative === 'services/test/security') continue;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.spec.ts')) found.push(relative);
    }
  };
  for (const dir of ['services', 'projections', 'scripts']) walk(dir);
  return found;
}

describe('the server project of vitest.config.ts', () => {
  it('runs every file that mocks a module apart, in a module cache of its own', () => {
    // In the shared cache (isolate: false) a file's vi.mock would replace the module for every
    // file the worker runs after it.
    const mocking = serverSpecs().filter((file) =>
      /\bvi\.mock\(/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect([...MOCKING].sort()).toEqual(mocking.sort());
  });
});
