import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectors } from '.';

/**
 * Issue 36, item 22. docs/operations.md names the projectors an operator passes to
 * `npm run projections -- rebuild|retry|skip`: every one the registry runs, with its tables,
 * so a projector added to the registry without a line in the runbook fails here.
 */
const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8');

/** The rows between the markers, as [projector, tables]. */
function documented(): [string, string[]][] {
  const section = /<!-- projectors:start -->([\s\S]*?)<!-- projectors:end -->/.exec(doc)?.[1];
  if (!section) throw new Error('docs/operations.md has no projectors table');
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [name = '', tables = ''] = line.split('|').slice(1, 3);
      const names = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => String(m[1]));
      return [String(names(name)[0]), names(tables)];
    });
}

describe('docs/operations.md lists the projectors', () => {
  it('names every projector of the registry, in its order, with the tables it writes', () => {
    expect(documented()).toEqual(projectors.map((p) => [p.name, [...p.tables]]));
  });
});
