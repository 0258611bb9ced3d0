/**
 * The layer check `npm test` runs: imports flow one way (STYLE.md, docs/adding-an-area.md §0).
 * dependency-cruiser builds the import graph (static and dynamic `import`, `require`, re-exports,
 * `import type`, the sites' `@server/*` alias) and each rule below names what it forbids.
 *
 * Prints each import against the direction and exits 1 when there is one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ICruiseResult, IForbiddenRuleType } from 'dependency-cruiser';
import { typescriptApiFor } from './typescript-api';

/** Tests and their harnesses compose the whole system to exercise it. */
const TESTS = [
  '\\.(spec|test|testing)\\.tsx?$',
  '^[^/]+/test/',
  '^services/src/testing/',
  '^projections/src/testing\\.ts$',
  // Contract suites, run by each adapter's tests (the payment port's start the test server).
  '\\.contract\\.ts$',
  '/contract/',
];
const COMPOSITION = '^services/src/composition/';
/** Folders of `services/src` and `projections/src` that are not areas. */
const NOT_AREAS = '(core|testing|composition|runner|transports)';
const SITE = '^web-(public|admin)/';
/** What a site may bundle of the server: the areas' rules and messages, zod and constants only. */
const CONTRACT = '^services/src/.+/(constants|schemas)\\.ts$';
const CONTRACT_FILE = '^services/src/.+/(schemas|events)\\.ts$';
/** core's zod helpers that contracts build on, and the import-free id test they use. */
const CORE_CONTRACTS = [
  '^services/src/core/event-schema\\.ts$',
  '^services/src/core/event-store/unreadable-answer\\.ts$',
  '^services/src/core/http/same-site-path-schema\\.ts$',
  '^services/src/core/ids\\.ts$',
];

export const RULES: IForbiddenRuleType[] = [
  {
    name: 'services-reach-projections',
    comment:
      'services/ never reaches projections/, through any chain: only a composition root wires ' +
      'the runner into the API (an area sees the read side through core/projections.ts)',
    severity: 'error',
    from: { path: '^services/', pathNot: [COMPOSITION, ...TESTS] },
    to: { path: '^projections/', reachable: true },
  },
  {
    name: 'server-imports-site',
    comment: 'the server never imports a site',
    severity: 'error',
    from: { path: '^services/' },
    to: { path: SITE },
  },
  {
    name: 'read-side-imports-site',
    comment: 'the read side never imports a site',
    severity: 'error',
    from: { path: '^projections/' },
    to: { path: SITE },
  },
  {
    name: 'site-imports-read-side',
    comment: 'a site never imports the read side',
    severity: 'error',
    from: { path: SITE },
    to: { path: '^projections/' },
  },
  {
    name: 'site-imports-server-code',
    comment:
      'a site imports from the server only types (erased at build) and its contracts: ' +
      'constants.ts and schemas.ts files',
    severity: 'error',
    from: { path: SITE, pathNot: TESTS },
    to: { path: '^services/', pathNot: CONTRACT, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'contract-imports-server-code',
    comment:
      'a contract (schemas.ts, events.ts) imports at run time only zod, constants.ts and other ' +
      'contracts, so a site that bundles it bundles nothing else of the server',
    severity: 'error',
    // core's helpers that contracts build on are held to the same rule.
    from: { path: [CONTRACT_FILE, ...CORE_CONTRACTS], pathNot: TESTS },
    to: {
      pathNot: [CONTRACT, CONTRACT_FILE, ...CORE_CONTRACTS, '(^|/)node_modules/zod/'],
      dependencyTypesNot: ['type-only'],
    },
  },
  {
    name: 'site-imports-other-site',
    comment:
      'the public site never imports the back office; the back office imports of the public ' +
      'site only src/components/ui, the drawings both sites show alike (a badge icon)',
    severity: 'error',
    from: { path: '^web-(public|admin)/', pathNot: TESTS },
    to: { path: SITE, pathNot: ['^web-$1/', '^web-public/src/components/ui/'] },
  },
  {
    name: 'core-imports-area',
    comment: 'services/src/core is shared plumbing: it never imports an area',
    severity: 'error',
    from: { path: '^services/src/core/', pathNot: TESTS },
    to: { path: '^services/src/', pathNot: '^services/src/core/' },
  },
  {
    name: 'area-past-its-index',
    comment:
      "an area imports another area of its tree only through that area's index.ts, its one door",
    severity: 'error',
    from: {
      path: `^(services|projections)/src/([^/]+)/`,
      pathNot: [`^(services|projections)/src/${NOT_AREAS}/`, ...TESTS],
    },
    to: {
      path: '^$1/src/[^/]+/',
      // An area's contracts (constants.ts, schemas.ts) are doors too: the sites import them, so
      // they must not pull in the area's index (and with it the area's routes).
      pathNot: [
        `^$1/src/$2/`,
        `^$1/src/${NOT_AREAS}/`,
        '^$1/src/[^/]+/index\\.ts$',
        '/(constants|schemas)\\.ts$',
      ],
    },
  },
  {
    name: 'feature-imports-feature',
    comment:
      'a public-site feature never imports another: what two features need lives in src/components',
    severity: 'error',
    from: { path: '^web-public/src/features/([^/]+)/' },
    to: { path: '^web-public/src/features/[^/]+/', pathNot: '^web-public/src/features/$1/' },
  },
  {
    name: 'constants-import-at-run-time',
    comment:
      'a constants.ts imports nothing at run time but another constants.ts (type-only imports ' +
      'are erased): a site that imports one gets values, never server code',
    severity: 'error',
    // The server's: the sites import them (a site's own constants.ts is the site's business).
    from: { path: '^services/.*/constants\\.ts$' },
    to: { pathNot: '(^|/)constants\\.ts$', dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'imports-composition-root',
    comment:
      'nothing imports a composition root but another one, tests, their harnesses and scripts/',
    severity: 'error',
    from: { pathNot: [COMPOSITION, '^scripts/', ...TESTS] },
    to: { path: COMPOSITION },
  },
  {
    name: 'unresolved-import',
    comment: 'every import in the sources resolves to a file or a package',
    severity: 'error',
    from: { path: '^(services|projections|web-public|web-admin)/src/' },
    to: { couldNotResolve: true },
  },
];

/**
 * dependency-cruiser reads `import('x')` and `import(\`x\`)`, not an import whose specifier is
 * computed, which no rule could judge: the sources of the four trees have none.
 */
export const COMPUTED_IMPORT = 'computed-import';
const COMPUTED = /\bimport\(\s*(?!['"]|`[^`$]*`\s*\))/g;
/**
 * The one computed import of the sources: the server loads the public site's renderer, a file
 * the build writes (web-public/dist-server), not one of the trees' sources a rule could judge.
 */
const BUILT_OUTPUT_LOADERS = new Set(['services/src/core/http/live-pages.ts']);

function computedImports(root: string): Violation[] {
  const found: Violation[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (
        /\.tsx?$/.test(entry.name) &&
        !TESTS.some((test) => new RegExp(test).test(file)) &&
        !BUILT_OUTPUT_LOADERS.has(file)
      ) {
        const source = readFileSync(path.join(root, file), 'utf8');
        for (const match of source.matchAll(COMPUTED)) {
          const line = source.slice(0, match.index).split('\n').length;
          found.push({ from: `${file}:${line}`, to: 'import(…)', rule: COMPUTED_IMPORT });
        }
      }
    }
  };
  for (const tree of ['services', 'projections', 'web-public', 'web-admin']) walk(`${tree}/src`);
  return found;
}

export type Violation = { from: string; to: string; rule: string; via?: string[] };

/** The violations in the repository (or fixture tree) at `root`. */
export async function checkLayers(root: string): Promise<Violation[]> {
  typescriptApiFor('dependency-cruiser');
  const { cruise } = await import('dependency-cruiser');
  const trees = ['services', 'projections', 'scripts', 'web-public', 'web-admin'];
  const options = (tsConfig: string) => ({
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: RULES },
    tsPreCompilationDeps: true,
    parser: 'tsc' as const,
    tsConfig: { fileName: tsConfig },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|coverage)/' },
    moduleSystems: ['es6' as const, 'cjs' as const],
    // A package's subpaths as its `exports` map names them (`@electric-sql/pglite/contrib/*`
    // has no file at that path).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  });
  // One run per site: each site's `@/` means its own src/, and both share `@server/`.
  const runs = [
    { tsConfig: 'web-public/tsconfig.json', files: trees.filter((t) => t !== 'web-admin') },
    { tsConfig: 'web-admin/tsconfig.json', files: ['web-admin'] },
  ];
  const violations = new Map<string, Violation>();
  for (const run of runs) {
    const files = run.files.filter((tree) => existsSync(path.join(root, tree)));
    const tsConfig = path.join(root, run.tsConfig);
    // The sites' tsconfigs have no baseUrl: their paths are relative to the tsconfig itself.
    const { output } = await cruise(files, options(tsConfig), undefined, {
      tsConfig: { options: { baseUrl: path.dirname(tsConfig) } },
    });
    const result = output as ICruiseResult;
    // Both runs read the server: a violation found twice is one.
    for (const v of result.summary.violations) {
      violations.set(keyOf({ from: v.from, to: v.to, rule: v.rule.name }), {
        from: v.from,
        to: v.to,
        rule: v.rule.name,
        ...(v.via ? { via: v.via.map((step) => step.name) } : {}),
      });
    }
  }
  return [...violations.values(), ...computedImports(root)];
}

const keyOf = (v: Violation) => `${v.rule} ${v.from} ${v.to}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const found = await checkLayers(root);
  for (const v of found) {
    const via = v.via && v.via.length > 0 ? ` via ${v.via.join(' → ')}` : '';
    console.error(`${v.from} → ${v.to}${via} (${v.rule})`);
  }
  if (found.length > 0) {
    console.error(`${found.length} import(s) against the layers' direction`);
    process.exit(1);
  }
  console.log('layers: every import flows one way');
}
