/// <reference types="vite/types/import-meta.d.ts" />
import type { Policy } from './policy';

export type { Access, Policy, Sample } from './policy';

/** What an area's `access.testing.ts` exports. */
type AreaPolicies = { accessPolicies?: Record<string, Policy> };

/**
 * Every area's policies, found by their file's name (`services/src/<area>/access.testing.ts`):
 * an area added tomorrow brings its own, and nothing here lists the areas. Vite resolves the
 * glob when it loads this file, as static imports.
 */
const AREA_FILES = import.meta.glob<AreaPolicies>('../../../src/*/access.testing.ts', {
  eager: true,
});

/** The calls no area serves: the health checks and the API document. */
const CENTRAL: Record<string, Policy> = {
  // Public, as a bare status; the details only for an admin or a local operator (health.spec.ts).
  'GET /api/health': { access: 'public', ok: [200], shape: 'any', sample: () => ({}) },
  'GET /api/health/live': { access: 'public', ok: [200], shape: 'any', sample: () => ({}) },
  // 503 is a true answer too: the suite's server may run without a worker's heartbeat yet.
  'GET /api/health/ready': {
    access: 'public',
    ok: [200, 503],
    shape: 'any',
    sample: () => ({}),
  },
  'GET /api/openapi.json': {
    access: 'public',
    ok: [200],
    shape: 'any',
    sameForEveryone: true,
    sample: () => ({}),
  },
};

/** One table of every source's policies; a call two sources both declare is an error. */
export function gathered(sources: Record<string, Record<string, Policy>>): Record<string, Policy> {
  const table: Record<string, Policy> = {};
  const declaredBy = new Map<string, string>();
  for (const [source, policies] of Object.entries(sources)) {
    for (const [key, policy] of Object.entries(policies)) {
      const first = declaredBy.get(key);
      if (first) throw new Error(`${key} has a policy in both ${first} and ${source}`);
      declaredBy.set(key, source);
      table[key] = policy;
    }
  }
  return table;
}

function areaPolicies(): Record<string, Record<string, Policy>> {
  const files = Object.entries(AREA_FILES);
  if (files.length === 0) throw new Error('no services/src/*/access.testing.ts found');
  return Object.fromEntries(
    files.map(([file, module]) => {
      if (!module.accessPolicies) throw new Error(`${file} exports no accessPolicies`);
      return [file, module.accessPolicies];
    }),
  );
}

/**
 * The security policy of every API call, by the key the route table gives it. The access-matrix
 * suite fails when the app has a call this does not list, so it cannot fall behind the code.
 */
export const catalogue: Record<string, Policy> = gathered({
  'support/catalogue.ts': CENTRAL,
  ...areaPolicies(),
});

/** The refusal a role gets from a call (undefined: the policy lets it through). */
export function refusalFor(policy: Policy, role: string): number | undefined {
  if (policy.access === 'public') return undefined;
  if (role === 'anonymous') return policy.refusedVisitor ?? 401;
  if (policy.access === 'admin' && role !== 'admin') return 403;
  return undefined;
}

export const policyFor = (key: string): Policy => {
  const policy = catalogue[key];
  if (!policy) throw new Error(`${key} is not in the security catalogue`);
  return policy;
};
