import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipeBlocks, withRegistryLines } from './check-recipe';

const root = path.resolve(import.meta.dirname, '..');

describe('the recipe check (npm run check-recipe)', () => {
  it('adds an area to a list registry: its import after the imports, its line at the end', () => {
    const registry = [
      "import { a } from './a';",
      '',
      'export const AREAS: readonly Area[] = [',
      '  a,',
      '];',
      '',
    ].join('\n');
    expect(withRegistryLines(registry, "import { b } from './b';\n  b,\n", 'areas.ts')).toBe(
      [
        "import { a } from './a';",
        "import { b } from './b';",
        '',
        'export const AREAS: readonly Area[] = [',
        '  a,',
        '  b,',
        '];',
        '',
      ].join('\n'),
    );
  });

  it('adds a feature to an object registry, and refuses a file with no registry', () => {
    const registry = "import { A } from './a';\nexport const FEATURES = {\n  a: A,\n} as const;\n";
    expect(withRegistryLines(registry, "import { B } from './b';\n  b: B,", 'f.ts')).toContain(
      '  a: A,\n  b: B,\n} as const;',
    );
    expect(() => withRegistryLines("import { a } from './a';\n", '  a,', 'x.ts')).toThrow(
      'x.ts: no registry',
    );
  });

  it('finds the worked example in docs/adding-an-area.md: files in all four trees, their registries', () => {
    const blocks = recipeBlocks(readFileSync(path.join(root, 'docs/adding-an-area.md'), 'utf8'));
    const trees = new Set(blocks.filter((b) => b.kind === 'file').map((b) => b.path.split('/')[0]));
    expect([...trees].sort()).toEqual(['projections', 'services', 'web-admin', 'web-public']);
    expect(blocks.filter((b) => b.kind === 'registry').map((b) => b.path)).toHaveLength(4);
  });
});
