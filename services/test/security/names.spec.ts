import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_CHARACTERS_MESSAGE } from '../../src/core/names/constants';
import type { TestServer } from '../../src/testing/test-server';
import { send } from './support/client';
import {
  contactBody,
  evaluationBody,
  type Identity,
  PASSWORD,
  prospectBody,
  type Role,
  startWithIdentities,
} from './support/fixtures';
import { nominationBody } from './support/youscout-write';

/**
 * Issue 36 item 12: one name rule for every name people see. A name holding a direction
 * override (`Ev\u202Eil` reads "Evli"), a line break, the bell or a zero-width space is refused
 * with one clear message at the field, at every route that takes a name; an ordinary name with
 * accents, an apostrophe, a hyphen and spaces still passes.
 */
const BAD_NAMES = ['Ev\u202Eil', 'Two\nLines', 'Bel\u0007l', 'Z\u200Bw', 'Soft\u00ADhyphen'];

let server: TestServer;
let who: Record<Role, Identity>;
beforeAll(async () => {
  ({ server, who } = await startWithIdentities());
});
afterAll(() => server?.close());

type Site = {
  route: string;
  field: string;
  as: Role;
  body: (name: string) => Record<string, unknown>;
  method?: 'POST' | 'PUT';
};

const SITES: Site[] = [
  {
    route: '/api/register',
    field: 'username',
    as: 'anonymous',
    body: (name) => ({ username: name, email: 'n@example.com', password: PASSWORD, role: 'fan' }),
  },
  {
    route: '/api/user-profile',
    field: 'displayName',
    as: 'fan',
    body: (displayName) => ({ displayName }),
  },
  {
    route: '/api/user-profile',
    field: 'teamName',
    as: 'coach',
    body: (teamName) => ({ displayName: 'Coach', teamName }),
  },
  {
    route: '/api/user-profile/connect',
    field: 'companyName',
    as: 'fan',
    body: (companyName) => ({ userType: 'fan', companyName }),
  },
  ...(['firstName', 'lastName', 'submittedByName'] as const).map(
    (field): Site => ({
      route: '/api/you-scout/nominations',
      field,
      as: 'fan',
      body: (name) => ({ ...nominationBody(), [field]: name }),
    }),
  ),
  ...(['firstName', 'lastName', 'school'] as const).map(
    (field): Site => ({
      route: '/api/admin/prospects',
      field,
      as: 'admin',
      body: (name) => ({ ...prospectBody(1), [field]: name }),
    }),
  ),
  {
    route: '/api/contact',
    field: 'name',
    as: 'anonymous',
    body: (name) => ({ ...contactBody(), name }),
  },
  {
    route: '/api/newsletter',
    field: 'name',
    as: 'anonymous',
    body: (name) => ({ email: 'reader@example.com', name }),
  },
  ...(['parentName', 'playerName'] as const).map(
    (field): Site => ({
      route: '/api/prospect-evaluations',
      field,
      as: 'parent',
      body: (name) => ({ ...evaluationBody(), [field]: name }),
    }),
  ),
  ...(['firstName', 'lastName'] as const).map(
    (field): Site => ({
      route: '/api/families/children',
      field,
      as: 'parent',
      body: (name) => ({
        firstName: 'Kid',
        lastName: 'Doe',
        birthDate: '2016-04-30',
        [field]: name,
      }),
    }),
  ),
  {
    route: '/api/admin/you-scout/badges',
    field: 'name',
    as: 'admin',
    body: (name) => ({
      name,
      description: 'A badge for the suite',
      icon: 'star',
      requirements: 'None',
    }),
  },
];

describe('names with characters that are not shown as themselves', () => {
  for (const site of SITES) {
    it(`are refused at ${site.route} (${site.field})`, async () => {
      for (const name of BAD_NAMES) {
        const answer = await send(server, site.method ?? 'POST', site.route, {
          body: site.body(name),
          cookie: who[site.as].cookie,
        });
        expect(answer.status, `${JSON.stringify(name)}: ${answer.text}`).toBe(400);
        const body = answer.body as { errors?: Record<string, string> };
        expect(body.errors?.[site.field], JSON.stringify(name)).toBe(NAME_CHARACTERS_MESSAGE);
      }
    });
  }

  it('leave ordinary names alone: accents, apostrophes, hyphens and spaces', async () => {
    const answer = await send(server, 'POST', '/api/user-profile', {
      body: { displayName: "José O'Neil-Thibodeaux Jr." },
      cookie: who.fan.cookie,
    });
    expect(answer.status, answer.text).toBe(200);
    const child = await send(server, 'POST', '/api/families/children', {
      body: { firstName: 'Zoë', lastName: 'Nguyễn Văn', birthDate: '2016-04-30' },
      cookie: who.parent.cookie,
    });
    expect(child.status, child.text).toBeLessThan(300);
  });
});
