import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjector } from '../../../../projections/src/runner/rebuild';
import { userAnswer } from '../../accounts/schemas';
import { adminAgent, untilCaughtUp, userAgent } from '../../testing/agents';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { AREA_PROFILE_EVENT_TYPES } from './events';
import {
  areaProfilesAnswer,
  connectProfileSavedAnswer,
  matchupProfileSavedAnswer,
} from './schemas';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const PASSWORD = 'batting-cage';

/** Registers through /auth's Matchups variant, as its form sends it; the agent is signed in. */
async function registerForMatchups(role: string) {
  const agent = request.agent(server.url);
  const username = `mu_${randomUUID().slice(0, 8)}`;
  const response = await agent.post('/api/register').send({
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    role,
    variant: 'matchups',
  });
  // The area reads `users` and `matchup_users`, which the answer waits for 2 s at most.
  if (response.status === 201) {
    await untilCaughtUp(server.ctx, ['UserRegistered', ...AREA_PROFILE_EVENT_TYPES]);
  }
  return { agent, username, response };
}

const areasOf = async (agent: request.Agent) => {
  const response = await agent.get('/api/user-profile/areas').expect(200);
  return areaProfilesAnswer.parse(response.body).data;
};

const CONNECT_FORM = {
  userType: 'sponsor',
  companyName: 'Bayou Bats Co.',
  biography: 'Bats for the bayou since 1998.',
  website: 'https://bayoubats.example',
  socialLinks: { instagram: '@bayoubats' },
  preferredCategories: ['tournaments', 'camps'],
  targetAudience: 'Youth baseball families',
  geographicFocus: ['New Orleans'],
  typicalBudgetMin: 50_000,
  typicalBudgetMax: 250_000,
};

describe('registering through the Matchups variant', () => {
  it.each(['athlete', 'coach', 'scout'])(
    'gives a new %s account its Matchups profile with that role, unverified and active',
    async (role) => {
      const { agent, username, response } = await registerForMatchups(role);
      expect(response.status).toBe(201);
      // The specification's answer, unchanged.
      const user = userAnswer.strict().parse(response.body);
      expect(user).toMatchObject({ username, role });

      const areas = await areasOf(agent);
      expect(areas.matchups).toMatchObject({
        userId: user.id,
        role,
        organization: null,
        sport: null,
        verified: false,
        isActive: true,
      });
      expect(areas.connect).toBeNull();

      // On the account's own stream, appended with the registration: never one without the other.
      const events = await server.ctx.store.readStream(`user-${user.id}`);
      expect(events.map((event) => [event.type, event.revision])).toEqual([
        ['UserRegistered', 0],
        ['MatchupProfileCreated', 1],
      ]);
      expect(events[1]?.metadata.correlationId).toBe(events[0]?.metadata.correlationId);
    },
  );

  it('refuses a role the variant does not offer, and creates no account', async () => {
    const { username, response } = await registerForMatchups('fan');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      role: 'Matchups registration is for athletes, coaches and scouts',
    });
    await request(server.url).post('/api/login').send({ username, password: PASSWORD }).expect(401);
  });

  it('leaves the YouScout variant (the specification payload) without an area profile', async () => {
    const agent = await userAgent(server, 'coach');
    expect(await areasOf(agent)).toEqual({ matchups: null, connect: null });
  });
});

describe('the Matchups profile', () => {
  it('is edited with the whole form; the role and verification stay as they are', async () => {
    const { agent } = await registerForMatchups('coach');
    const form = {
      organization: 'Jesuit High School',
      title: 'Head coach',
      sport: 'baseball',
      level: 'high_school',
    };
    const saved = await agent.put('/api/user-profile/matchups').send(form).expect(200);
    expect(matchupProfileSavedAnswer.parse(saved.body).data).toMatchObject({
      ...form,
      role: 'coach',
      verified: false,
      isActive: true,
    });
    expect((await areasOf(agent)).matchups).toMatchObject({ ...form, role: 'coach' });

    const refused = await agent
      .put('/api/user-profile/matchups')
      .send({ ...form, verified: true, role: 'admin' })
      .expect(400);
    expect(refused.body.errors).toEqual({
      verified: 'Verification is set by staff and cannot be changed here',
      role: 'The Matchups role is the one you registered with',
    });
    expect((await areasOf(agent)).matchups).toMatchObject({ role: 'coach', verified: false });
  });

  it('is 404 for an account that has none', async () => {
    const agent = await userAgent(server, 'parent');
    const response = await agent.put('/api/user-profile/matchups').send({}).expect(404);
    expect(response.body.message).toBe('This account has no Matchups profile');
  });
});

describe('adding a Connect profile', () => {
  it('adds one to an existing account, shows it, and refuses a second', async () => {
    const agent = await userAgent(server, 'parent');
    const added = await agent.post('/api/user-profile/connect').send(CONNECT_FORM).expect(201);
    const profile = connectProfileSavedAnswer.parse(added.body).data;
    expect(profile).toMatchObject({
      userId: agent.userId,
      userType: 'sponsor',
      socialLinks: { instagram: '@bayoubats', website: null },
      typicalBudgetMin: 50_000,
      isVerified: false,
    });
    expect((await areasOf(agent)).connect).toEqual(profile);

    const again = await agent.post('/api/user-profile/connect').send(CONNECT_FORM).expect(409);
    expect(again.body.message).toBe('This account already has a Connect profile; edit it instead');
  });

  it('sits beside a Matchups profile: the account shows both', async () => {
    const { agent } = await registerForMatchups('athlete');
    await agent
      .post('/api/user-profile/connect')
      .send({ ...CONNECT_FORM, userType: 'athlete' })
      .expect(201);
    const areas = await areasOf(agent);
    expect(areas.matchups?.role).toBe('athlete');
    expect(areas.connect?.userType).toBe('athlete');
  });

  it('gives each refused field its own message and records nothing', async () => {
    const agent = await userAgent(server, 'fan');
    const refused = await agent
      .post('/api/user-profile/connect')
      .send({
        ...CONNECT_FORM,
        website: 'javascript:alert(1)',
        typicalBudgetMin: 300_000,
        isVerified: true,
      })
      .expect(400);
    expect(refused.body.errors).toEqual({
      website: 'Website must be a link starting with http:// or https://',
      typicalBudgetMax: 'The maximum budget must not be less than the minimum',
      isVerified: 'Verification is set by staff and cannot be changed here',
    });
    const admin = await agent
      .post('/api/user-profile/connect')
      .send({ ...CONNECT_FORM, userType: 'admin' })
      .expect(400);
    expect(admin.body.errors.userType).toBe('Choose whether you are a sponsor, organizer, athlete');
    expect((await areasOf(agent)).connect).toBeNull();
  });

  it('is edited with PUT, 404 before it exists', async () => {
    const agent = await userAgent(server, 'parent');
    await agent.put('/api/user-profile/connect').send(CONNECT_FORM).expect(404);
    await agent.post('/api/user-profile/connect').send(CONNECT_FORM).expect(201);
    const edited = await agent
      .put('/api/user-profile/connect')
      .send({ ...CONNECT_FORM, userType: 'organizer', typicalBudgetMax: null })
      .expect(200);
    expect(connectProfileSavedAnswer.parse(edited.body).data).toMatchObject({
      userType: 'organizer',
      typicalBudgetMin: 50_000,
      typicalBudgetMax: null,
    });
    expect((await areasOf(agent)).connect).toMatchObject({ userType: 'organizer' });
  });
});

describe('the account beside its area profiles on one stream', () => {
  it('still signs in, and staff still change its role, after profile events', async () => {
    const { agent, username, response } = await registerForMatchups('scout');
    const userId = response.body.id as string;
    await agent.post('/api/user-profile/connect').send(CONNECT_FORM).expect(201);
    await agent.get('/api/user').expect(200);
    await request(server.url).post('/api/login').send({ username, password: PASSWORD }).expect(200);

    const admin = await adminAgent(server);
    const record = await admin.get(`/api/admin/users/${userId}`).expect(200);
    await admin
      .put(`/api/admin/users/${userId}`)
      .send({ role: 'coach', version: record.body.version })
      .expect(200);
    expect((await areasOf(agent)).connect?.userType).toBe('sponsor');
  });
});

describe('the read tables', () => {
  it('come out the same from a rebuild of the log', async () => {
    const { agent } = await registerForMatchups('athlete');
    await agent.put('/api/user-profile/matchups').send({ sport: 'softball' }).expect(200);
    await agent.post('/api/user-profile/connect').send(CONNECT_FORM).expect(201);
    await agent
      .put('/api/user-profile/connect')
      .send({ ...CONNECT_FORM, userType: 'athlete' })
      .expect(200);
    const tables = async () => ({
      matchups: await server.ctx.knex('matchup_users').orderBy('user_id'),
      connect: await server.ctx.knex('connect_users').orderBy('user_id'),
    });
    const before = await tables();
    expect(before.connect.length).toBeGreaterThan(0);
    await rebuildProjector(server.runner, 'area-profiles');
    expect(await tables()).toEqual(before);
  });
});

describe('signed out', () => {
  it.each([
    ['get', '/api/user-profile/areas'],
    ['post', '/api/user-profile/connect'],
    ['put', '/api/user-profile/connect'],
    ['put', '/api/user-profile/matchups'],
  ] as const)('%s %s is 401', async (method, path) => {
    await request(server.url)[method](path).send({}).expect(401);
  });
});
