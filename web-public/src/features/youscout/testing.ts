import { vi } from 'vitest';
import type { Nomination, NominationCard, ScoutComment } from '@/features/youscout/types';

// Answers as YouScout's API sends them, and a fetch that answers by "METHOD path" (the path
// without its query; the calls made are kept to look at).

export const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const card = (n: number, fields: Partial<NominationCard> = {}): NominationCard => ({
  id: ID(n),
  status: 'approved',
  athlete: {
    name: `Athlete${n} K.`,
    ageGroup: '13-15',
    sport: 'baseball',
    position: 'SS',
    secondaryPosition: 'P',
    state: 'LA',
    performance: 'Went four for four with two doubles and a diving stop to end the game.',
    video: null,
  },
  handedness: 'R/R',
  communityVotes: 100 - n,
  communityRank: n,
  movement7d: 0,
  createdAt: '2026-11-01T12:00:00.000Z',
  ...fields,
});

export const nomination = (fields: Partial<Nomination> = {}): Nomination => {
  const { status: _status, movement7d: _m, communityRank: _r, ...rest } = card(1);
  return {
    ...rest,
    status: 'approved',
    isPublic: true,
    audience: 'public',
    commentCount: 0,
    nominator: null,
    ...fields,
  };
};

export const comment = (n: number, fields: Partial<ScoutComment> = {}): ScoutComment => ({
  id: ID(100 + n),
  authorName: `fan${n}`,
  text: `Great game number ${n}!`,
  status: 'shown',
  mine: false,
  postedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type Call = { method: string; url: string; body?: unknown };
type Route = (call: Call) => Response | Promise<Response>;

/** Stubs fetch: each "METHOD /path" answers from `routes`; anything else is a 404. */
export function mockApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const call: Call = {
        method,
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${method} ${url.split('?')[0]}`];
      return route ? route(call) : json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

export const signedOut = { 'GET /api/user': () => json({ message: 'Not signed in' }, 401) };
export const signedIn = {
  'GET /api/user': () =>
    json({
      id: 'u1',
      username: 'dana',
      email: null,
      role: 'fan',
      createdAt: '2026-01-01T00:00:00.000Z',
    }),
};
