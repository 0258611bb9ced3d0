import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type ApiHandler = (init?: RequestInit) => Response | Promise<Response>;

/**
 * Stubs fetch: answers `METHOD /path` from the table, anything else with a 404. The stub is
 * returned, for the calls made to be looked at.
 */
export function mockApi(routes: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    return handler ? handler(init) : json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The signed-in account `GET /api/user` answers with, in the given role. */
export const userWithRole = (role: string) => ({
  id: '00000000-0000-4000-8000-000000000001',
  username: `a-${role}`,
  email: `${role}@example.com`,
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
});
