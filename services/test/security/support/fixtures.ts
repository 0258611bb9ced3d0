import { randomUUID } from 'node:crypto';
import { ensureAdmin } from '../../../src/accounts/admin';
import { unsubscribeToken } from '../../../src/intake/unsubscribe-token';
import { confirmAddress, untilCaughtUp } from '../../../src/testing/agents';
import type { TestServer } from '../../../src/testing/test-server';
import { makePng } from '../../../src/uploads/test-images';
import { send, startSecurityServer } from './client';

export const ROLES = ['anonymous', 'athlete', 'coach', 'scout', 'parent', 'fan', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const MEMBER_ROLES = ['athlete', 'coach', 'scout', 'parent', 'fan'] as const;

export const PASSWORD = 'crescent-city-levee-9';
const ADMIN = { username: 'security_admin', password: PASSWORD };

export type Identity = { role: Role; username: string; id: string | null; cookie?: string };

const expectStatus = (what: string, status: number, wanted: number, text: string) => {
  if (status !== wanted) throw new Error(`${what}: ${status} ${text}`);
};

/** Registers a member through the API; its session cookie comes with the answer. */
export async function registerMember(
  server: TestServer,
  role: (typeof MEMBER_ROLES)[number],
  extra: Record<string, unknown> = {},
): Promise<Identity> {
  const username = `${role}_${randomUUID().slice(0, 8)}`;
  const answer = await send(server, 'POST', '/api/register', {
    body: { username, email: `${username}@example.com`, password: PASSWORD, role, ...extra },
  });
  expectStatus(`register ${role}`, answer.status, 201, answer.text);
  // Sign-in reads `users`, which a lagging registration's answer may not have waited for.
  await untilCaughtUp(server.ctx, ['UserRegistered']);
  // A member who votes has confirmed the address (issue 36 item 17).
  await confirmAddress(server, (answer.body as { id: string }).id);
  return { role, username, id: (answer.body as { id: string }).id, cookie: answer.setCookie };
}

/** Signs an identity in again (after a call that ended its session), with a new cookie. */
export async function signIn(server: TestServer, identity: Identity): Promise<Identity> {
  if (identity.role === 'anonymous') return identity;
  const password = identity.role === 'admin' ? ADMIN.password : PASSWORD;
  const answer = await send(server, 'POST', '/api/login', {
    body: { username: identity.username, password },
  });
  expectStatus(`login ${identity.username}`, answer.status, 200, answer.text);
  return { ...identity, cookie: answer.setCookie };
}

/** One identity per role: a visitor, a member of each registrable role, and the admin. */
export async function identities(server: TestServer): Promise<Record<Role, Identity>> {
  await ensureAdmin(server.ctx, ADMIN);
  const members = await Promise.all(MEMBER_ROLES.map((role) => registerMember(server, role)));
  const admin = await signIn(server, {
    role: 'admin',
    username: ADMIN.username,
    id: null,
  });
  const all = [{ role: 'anonymous', username: '', id: null } as Identity, ...members, admin];
  return Object.fromEntries(all.map((identity) => [identity.role, identity])) as Record<
    Role,
    Identity
  >;
}

export const prospectBody = (rank: number) => ({
  firstName: 'Fixture',
  lastName: `Prospect ${randomUUID().slice(0, 6)}`,
  positionPrimary: 'SS',
  school: 'Jesuit High School',
  gradYear: 2028,
  nolaRank: rank,
});

export const evaluationBody = () => ({
  parentName: 'Dana Boudreaux',
  parentEmail: 'dana@example.com',
  parentPhone: '504-555-0142',
  playerName: 'Remy Boudreaux',
  playerAge: 14,
  playerPosition: 'C',
  playerSchool: 'Brother Martin High School',
});

export const contactBody = () => ({
  name: 'Coach Landry',
  email: 'landry@example.com',
  organization: 'Metairie Youth Baseball',
  message: 'We would like to talk about a showcase in the spring.',
});

/** The records the catalogue's samples point at. */
export type Fixtures = {
  server: TestServer;
  who: Record<Role, Identity>;
  prospectId: string;
  /** A fresh listed prospect, for calls that use one up (delete, move). */
  newProspect(): Promise<string>;
  evaluationId: string;
  contactId: string;
  subscriptionId: string;
  /** A member none of the identities is, for the admin's user edits. */
  targetUserId: string;
  projector: string;
  unsubscribeToken: string;
  photo: Buffer;
  /** A record as the admin reads it (for PUT samples that send the whole record back). */
  adminGet(path: string): Promise<Record<string, unknown>>;
};

export async function makeFixtures(
  server: TestServer,
  who: Record<Role, Identity>,
): Promise<Fixtures> {
  // Read at each use: a call that ends the admin's session gives it a new cookie.
  const post = async (path: string, body: unknown, cookie = who.admin.cookie) => {
    const answer = await send(server, 'POST', path, { body, cookie });
    if (answer.status >= 300) throw new Error(`fixture ${path}: ${answer.status} ${answer.text}`);
    return answer.body as { id: string };
  };
  let added = 0;
  // Ranks go round the board's 100; a taken rank moves the ones below it down.
  const newProspect = async () =>
    (await post('/api/admin/prospects', prospectBody((added++ % 100) + 1))).id;
  const email = `reader_${randomUUID().slice(0, 6)}@example.com`;
  const target = await registerMember(server, 'fan');
  return {
    server,
    who,
    prospectId: await newProspect(),
    newProspect,
    evaluationId: (await post('/api/prospect-evaluations', evaluationBody(), who.parent.cookie)).id,
    contactId: (await post('/api/contact', contactBody())).id,
    subscriptionId: (await post('/api/newsletter', { email, name: 'Reader' })).id,
    targetUserId: target.id as string,
    projector: server.runner.projectors[0]?.name as string,
    unsubscribeToken: unsubscribeToken(server.ctx, email),
    photo: await makePng(),
    async adminGet(path) {
      const answer = await send(server, 'GET', path, { cookie: who.admin.cookie });
      if (answer.status !== 200) throw new Error(`fixture GET ${path}: ${answer.status}`);
      return answer.body as Record<string, unknown>;
    },
  };
}

/** A security suite's server (with these variables set), with one signed-in identity per role. */
export async function startWithIdentities(env: Record<string, string> = {}): Promise<{
  server: TestServer;
  who: Record<Role, Identity>;
}> {
  const server = await startSecurityServer(env);
  try {
    return { server, who: await identities(server) };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** startWithIdentities, and the records the API calls act on. */
export async function startWithFixtures(env: Record<string, string> = {}): Promise<{
  server: TestServer;
  who: Record<Role, Identity>;
  fx: Fixtures;
}> {
  const { server, who } = await startWithIdentities(env);
  try {
    return { server, who, fx: await makeFixtures(server, who) };
  } catch (error) {
    await server.close();
    throw error;
  }
}
