import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLayers } from './check-layers';

const siteTsConfig = JSON.stringify({
  compilerOptions: {
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    paths: { '@/*': ['./src/*'], '@server/*': ['../services/src/*'] },
  },
  include: ['src'],
});

/** A tiny repository: each file breaks one rule or shows what the rules allow. */
const FIXTURE: Record<string, string> = {
  'web-public/tsconfig.json': siteTsConfig,
  'web-admin/tsconfig.json': siteTsConfig,
  'services/src/accounts/index.ts': "export { account } from './account';",
  'services/src/accounts/account.ts': 'export const account = 1;',
  'services/src/accounts/constants.ts': [
    "import type { Account } from './types';",
    "import { POSITIONS } from '../prospects/constants';",
    "import { log } from '../core/log';",
    'export const ROLES: Account[] = [];',
    'export const ALL = [POSITIONS, log];',
  ].join('\n'),
  'services/src/accounts/types.ts': 'export type Account = { id: string };',
  // A contract the sites may bundle: constants (and zod), but here also the area's code.
  'services/src/accounts/schemas.ts': [
    "import { ROLES } from './constants';",
    "import { account } from './account';",
    'export const role = ROLES[0];',
    'export const seen = account;',
  ].join('\n'),
  'services/src/prospects/gone.ts': "export { gone } from '../core/gone';",
  'services/src/prospects/constants.ts': "export const POSITIONS = ['C'];",
  'services/src/core/log.ts':
    "import { account } from '../accounts/account';\nexport const log = account;",
  // An area through another's index, and past it by require() and by a template import().
  'services/src/profiles/routes.ts':
    "import { account } from '../accounts';\nexport const a = account;",
  'services/src/profiles/legacy.ts': "export const legacy = require('../accounts/account');",
  'services/src/profiles/lazy.ts': 'export const load = () => import(`../accounts/account`);',
  'services/src/intake/lazy.ts':
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source, a computed import
    'export const load = (name: string) => import(`../accounts/${name}`);',
  // An area that reaches the read side only through a composition root.
  'services/src/health/routes.ts': "export { openBacking } from '../composition/backing';",
  'services/src/composition/backing.ts':
    "export { runner as openBacking } from '../../../projections/src/runner/runner';",
  'services/src/composition/backing.int.spec.ts': "import { openBacking } from './backing';",
  'scripts/seed.ts': "import { openBacking } from '../services/src/composition/backing';",
  'services/src/videos/embed.ts': "import { Page } from '../../../web-admin/src/page';",
  'projections/src/runner/runner.ts': 'export const runner = 1;',
  'projections/src/prospects/projector.ts': [
    "import { rows } from '../youscout/rows';",
    "import { Home } from '../../../web-public/src/features/home/home';",
    "import { POSITIONS } from '../../../services/src/prospects/constants';",
    'export const all = [rows, Home, POSITIONS];',
  ].join('\n'),
  'projections/src/youscout/rows.ts': 'export const rows = 1;',
  'web-public/src/components/card.tsx': 'export const Card = 1;',
  'web-public/src/features/home/home.tsx': [
    "import type { Account } from '@server/accounts/types';",
    "import { ROLES } from '@server/accounts/constants';",
    "import { role } from '@server/accounts/schemas';",
    "import { account } from '@server/accounts/account';",
    "import { Card } from '@/components/card';",
    "import { Board } from '@/features/prospects/board';",
    "import { runner } from '../../../../projections/src/runner/runner';",
    'export const Home: Account[] = [ROLES, role, account, Card, Board, runner] as never;',
  ].join('\n'),
  'web-public/src/features/prospects/board.tsx': 'export const Board = 1;',
  // core's zod helper that contracts build on, here importing server code.
  'services/src/core/event-schema.ts': "import { log } from './log';\nexport const event = log;",
  // The back office may use the public site's drawings, not its features; never the reverse.
  'web-public/src/components/ui/icon.tsx': 'export const Icon = 1;',
  'web-public/src/components/admin-link.tsx':
    "import { Page } from '../../../web-admin/src/page';\nexport const Link = Page;",
  'web-admin/src/badge.tsx': [
    "import { Icon } from '../../web-public/src/components/ui/icon';",
    "import { Board } from '../../web-public/src/features/prospects/board';",
    'export const Badge = [Icon, Board];',
  ].join('\n'),
  'web-admin/src/page.tsx':
    "import { account } from '@server/accounts/account';\nexport const Page = account;",
};

const violation = (rule: string, from: string, to: string) => `${rule}: ${from} → ${to}`;

describe('the layer check, on a tree with one violation of each rule', () => {
  let root: string;
  let found: string[];
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'layers-'));
    for (const [file, source] of Object.entries(FIXTURE)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), source);
    }
    found = (await checkLayers(root)).map((v) => violation(v.rule, v.from, v.to));
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it.each([
    [
      'services-reach-projections',
      'services/src/health/routes.ts',
      'projections/src/runner/runner.ts',
    ],
    ['server-imports-site', 'services/src/videos/embed.ts', 'web-admin/src/page.tsx'],
    [
      'read-side-imports-site',
      'projections/src/prospects/projector.ts',
      'web-public/src/features/home/home.tsx',
    ],
    [
      'site-imports-read-side',
      'web-public/src/features/home/home.tsx',
      'projections/src/runner/runner.ts',
    ],
    [
      'site-imports-server-code',
      'web-public/src/features/home/home.tsx',
      'services/src/accounts/account.ts',
    ],
    ['site-imports-server-code', 'web-admin/src/page.tsx', 'services/src/accounts/account.ts'],
    [
      'contract-imports-server-code',
      'services/src/accounts/schemas.ts',
      'services/src/accounts/account.ts',
    ],
    [
      'contract-imports-server-code',
      'services/src/core/event-schema.ts',
      'services/src/core/log.ts',
    ],
    [
      'site-imports-other-site',
      'web-public/src/components/admin-link.tsx',
      'web-admin/src/page.tsx',
    ],
    [
      'site-imports-other-site',
      'web-admin/src/badge.tsx',
      'web-public/src/features/prospects/board.tsx',
    ],
    ['core-imports-area', 'services/src/core/log.ts', 'services/src/accounts/account.ts'],
    ['area-past-its-index', 'services/src/profiles/legacy.ts', 'services/src/accounts/account.ts'],
    ['area-past-its-index', 'services/src/profiles/lazy.ts', 'services/src/accounts/account.ts'],
    [
      'area-past-its-index',
      'projections/src/prospects/projector.ts',
      'projections/src/youscout/rows.ts',
    ],
    [
      'feature-imports-feature',
      'web-public/src/features/home/home.tsx',
      'web-public/src/features/prospects/board.tsx',
    ],
    [
      'constants-import-at-run-time',
      'services/src/accounts/constants.ts',
      'services/src/core/log.ts',
    ],
    [
      'imports-composition-root',
      'services/src/health/routes.ts',
      'services/src/composition/backing.ts',
    ],
    ['computed-import', 'services/src/intake/lazy.ts:1', 'import(…)'],
    ['unresolved-import', 'services/src/prospects/gone.ts', '../core/gone'],
  ])('%s: %s → %s', (rule, from, to) => {
    expect(found).toContain(violation(rule, from, to));
  });

  it('allows what the layers allow, and nothing else is found', () => {
    expect(found, found.join('\n')).toHaveLength(19);
    for (const allowed of [
      'services/src/profiles/routes.ts',
      'services/src/composition/backing.ts',
      'services/src/composition/backing.int.spec.ts',
      'scripts/seed.ts',
      'services/src/accounts/index.ts',
      'web-public/src/components/ui/icon.tsx',
    ]) {
      expect(found.filter((v) => v.includes(`: ${allowed} →`))).toEqual([]);
    }
    expect(found).not.toContain(
      violation(
        'site-imports-other-site',
        'web-admin/src/badge.tsx',
        'web-public/src/components/ui/icon.tsx',
      ),
    );
  });
});

describe('the layer check, on this repository', () => {
  it('finds no import against the layers', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    expect(await checkLayers(root)).toEqual([]);
  }, 300_000);
});
