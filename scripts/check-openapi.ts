/**
 * The API document as tools other than ours take it: it passes Redocly's recommended lint rules,
 * and the typed client openapi-typescript generates from it compiles. `npm test` holds both
 * (check-openapi.unit.spec.ts); `npm run check-openapi` prints what either finds.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { typescriptApiFor } from './typescript-api';

/** A client of the board and the sign-in, typed by the generated `paths` only. */
export const SAMPLE_CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

const api = createClient<paths>({ baseUrl: 'https://nolasports.example' });

export async function topOfTheBoard(): Promise<string[]> {
  await api.POST('/api/login', { body: { username: 'pat', password: 'a long passphrase' } });
  const { data, error } = await api.GET('/api/prospects', { params: { query: { by: 'recorded' } } });
  if (error) throw new Error(error.message);
  return data.data.filter((p) => p.nolaRank !== null).map((p) => \`\${p.firstName} \${p.lastName}\`);
}

export async function vote(id: string): Promise<number | undefined> {
  const { data } = await api.POST('/api/prospects/{id}/vote', { params: { path: { id } } });
  return data?.communityVotes;
}
`;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The recommended rules' one finding we keep: the health checks answer 200 or 503 and never a
 * client error (they take no input, and are exempt from the Host check a load balancer's
 * address would fail), so they name no 4xx answer.
 */
const KEPT = [
  {
    rule: 'operation-4xx-response',
    at: /^#\/paths\/~1api~1health(~1live|~1ready)?\/get\/responses$/,
  },
];

/** Redocly's recommended rules' findings on a document, `rule at: message`, less those KEPT. */
export async function lintProblems(document: object): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems
    .map((p) => ({ rule: p.ruleId, at: p.location[0]?.pointer ?? '', message: p.message }))
    .filter((p) => !KEPT.some((kept) => kept.rule === p.rule && kept.at.test(p.at)))
    .map((p) => `${p.rule} ${p.at}: ${p.message}`);
}

/** The types openapi-typescript writes for a document (`paths`, `components`, `operations`). */
export async function generatedTypes(document: object): Promise<string> {
  typescriptApiFor('openapi-typescript');
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  return astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
}

/**
 * The compiler's complaints ('' when none) about a client of the document: `client` is a
 * module importing `paths` from './api' (the generated types) and calling through openapi-fetch.
 */
export async function clientCompileErrors(document: object, client: string): Promise<string> {
  // Inside node_modules, so the client resolves openapi-fetch as the project's code does.
  const cache = path.join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'openapi-client-'));
  try {
    writeFileSync(path.join(dir, 'api.d.ts'), await generatedTypes(document));
    writeFileSync(path.join(dir, 'client.ts'), client);
    const compilerOptions = {
      strict: true,
      noEmit: true,
      target: 'es2022',
      // As the sites compile (Vite): bare imports, no extensions.
      module: 'esnext',
      moduleResolution: 'bundler',
      lib: ['es2022', 'dom'],
      skipLibCheck: false,
      types: [],
    };
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: ['api.d.ts', 'client.ts'] }),
    );
    const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
    try {
      await promisify(execFile)(tsc, ['-p', dir], { cwd: dir });
      return '';
    } catch (failure) {
      const { stdout = '', stderr = '' } = failure as { stdout?: string; stderr?: string };
      return `${stdout}${stderr}`.trim() || String(failure);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { apiDocument } = await import('../services/src/composition/api-document');
  const problems = await lintProblems(apiDocument());
  for (const problem of problems) console.error(problem);
  const errors = await clientCompileErrors(apiDocument(), SAMPLE_CLIENT);
  if (errors) console.error(`the generated client does not compile:\n${errors}`);
  if (problems.length > 0 || errors) process.exit(1);
  console.log("openapi: Redocly's recommended rules pass; the generated client compiles");
}
