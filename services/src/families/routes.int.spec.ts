import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../accounts/reset.testing';
import { adminAgent, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { isConsentOnRecord, mayUserActFor, whoMayActFor } from './commands';
import { consentToken, createChild } from './families.testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const emailOf = (agent: { username: string }) => `${agent.username}@example.com`;
const unique = () => randomUUID().slice(0, 6);

describe('a child profile', () => {
  it('is managed by the parent who made it, and mails them a consent link that works once', async () => {
    const parent = await userAgent(server, 'parent');
    const lastName = `Broussard${unique()}`;
    const created = await parent
      .post('/api/families/children')
      .send({ firstName: 'Jamie', lastName, birthDate: '2017-03-14' })
      .expect(201);
    expect(created.body).toMatchObject({ consentRequested: true });
    const athleteId = created.body.athleteId as string;

    const family = await parent.get('/api/families').expect(200);
    expect(family.body.athletes).toEqual([
      {
        athleteId,
        kind: 'child',
        name: `Jamie ${lastName}`,
        birthDate: '2017-03-14',
        link: 'active',
        consent: 'requested',
        consentGivenAt: null,
        consentVerifiedBy: null,
        erased: false,
      },
    ]);
    expect(await whoMayActFor(server.ctx.store, athleteId)).toEqual([parent.userId]);
    expect(await isConsentOnRecord(server.ctx.store, athleteId)).toBe(false);

    const mails = await mailsTo(server, emailOf(parent));
    expect(mails).toHaveLength(1);
    // The mail names no child: mail files are beyond the reach of erasure.
    expect(mails[0]).not.toContain(lastName);
    expect(mails[0]).not.toContain('Jamie');
    const token = consentToken(mails);

    // Anyone holding the link sees what anyone may see: first name and last initial.
    const visitor = request(server.url);
    const page = await visitor.get('/api/families/consent').query({ token }).expect(200);
    expect(page.body).toMatchObject({ athleteName: 'Jamie B.', status: 'open' });

    // Holding the link is not enough: the guardian signs in with the link's address.
    await visitor.post('/api/families/consent').send({ token }).expect(401);
    await parent.post('/api/families/consent').send({ token }).expect(200);
    expect(await isConsentOnRecord(server.ctx.store, athleteId)).toBe(true);
    const again = await parent.post('/api/families/consent').send({ token }).expect(410);
    expect(again.body.message).toMatch(/used already/);
    const used = await visitor.get('/api/families/consent').query({ token }).expect(200);
    expect(used.body.status).toBe('used');

    const after = await parent.get('/api/families').expect(200);
    expect(after.body.athletes[0]).toMatchObject({
      consent: 'given',
      consentGivenAt: expect.any(String),
    });
  });

  it('records consent once when the link is clicked twenty times at once', async () => {
    const parent = await userAgent(server, 'parent');
    const athleteId = await createChild(parent);
    const token = consentToken(await mailsTo(server, emailOf(parent)));
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => parent.post('/api/families/consent').send({ token })),
    );
    expect(clicks.map((c) => c.status).sort()).toEqual([200, ...Array(19).fill(410)]);
    const events = await server.ctx.store.readStream(`family-${athleteId}`);
    expect(events.filter((e) => e.type === 'GuardianConsentGiven')).toHaveLength(1);
  });

  it('lets the guardian withdraw consent, and nobody else', async () => {
    const parent = await userAgent(server, 'parent');
    const athleteId = await createChild(parent);
    const token = consentToken(await mailsTo(server, emailOf(parent)));
    await parent.post('/api/families/consent').send({ token }).expect(200);

    const stranger = await userAgent(server, 'parent');
    const refused = await stranger
      .post(`/api/families/athletes/${athleteId}/consent/withdraw`)
      .expect(403);
    expect(refused.body.message).toMatch(/linked parent or guardian/);
    await parent.post(`/api/families/athletes/${athleteId}/consent/withdraw`).expect(200);
    expect(await isConsentOnRecord(server.ctx.store, athleteId)).toBe(false);
    await parent.post(`/api/families/athletes/${athleteId}/consent/withdraw`).expect(409);
    const family = await parent.get('/api/families').expect(200);
    expect(family.body.athletes[0].consent).toBe('withdrawn');
  });

  it('needs no consent mail for a child of 13 or more; the guardian can ask for one', async () => {
    const parent = await userAgent(server, 'parent');
    const created = await parent
      .post('/api/families/children')
      .send({ firstName: 'Avery', lastName: 'Landry', birthDate: '2011-01-02' })
      .expect(201);
    expect(created.body.consentRequested).toBe(false);
    expect(await mailsTo(server, emailOf(parent))).toHaveLength(0);
    const asked = await parent
      .post(`/api/families/athletes/${created.body.athleteId}/consent-requests`)
      .expect(202);
    expect(asked.body.expiresAt).toEqual(expect.any(String));
    expect(await mailsTo(server, emailOf(parent))).toHaveLength(1);
  });

  it('refuses bad input, non-parents, forged links and strangers with clear messages', async () => {
    const parent = await userAgent(server, 'parent');
    const bad = await parent
      .post('/api/families/children')
      .send({ firstName: ' ', lastName: 'X', birthDate: '2017-02-30' })
      .expect(400);
    expect(bad.body.errors).toMatchObject({
      firstName: 'First name is required',
      birthDate: 'Birth date must be a date like 2015-04-30',
    });
    const tooOld = await parent
      .post('/api/families/children')
      .send({ firstName: 'Old', lastName: 'Enough', birthDate: '2000-01-01' })
      .expect(400);
    expect(tooOld.body.errors.birthDate).toMatch(/aged 6 to 17/);
    const fan = await userAgent(server, 'fan');
    await fan
      .post('/api/families/children')
      .send({ firstName: 'A', lastName: 'B', birthDate: '2017-01-01' })
      .expect(403);
    await parent
      .post('/api/families/consent')
      .send({ token: `${randomUUID()}.${randomUUID()}.forged` })
      .expect(404);
    const athleteId = await createChild(parent);
    const stranger = await userAgent(server, 'parent');
    await stranger.post(`/api/families/athletes/${athleteId}/consent-requests`).expect(403);
    await stranger.post(`/api/families/athletes/${randomUUID()}/consent-requests`).expect(404);
    await stranger.post('/api/families/athletes/not-a-uuid/erasure').expect(400);
    await request(server.url).get('/api/families').expect(401);
  });
});

describe("a link to an athlete's account", () => {
  it('lets the guardian act for the athlete once the athlete accepts', async () => {
    const parent = await userAgent(server, 'parent');
    const athlete = await userAgent(server, 'athlete');
    const asked = await parent
      .post('/api/families/links')
      .send({ athleteUsername: athlete.username.toUpperCase() })
      .expect(201);
    // Nothing that identifies the account until the athlete accepts.
    expect(asked.body).toEqual({
      message: 'Link requested; the athlete sees it on their profile and can accept it',
    });
    expect(await mayUserActFor(server.ctx.store, parent.userId, athlete.userId)).toBe(false);
    // Nor does the family page, until the athlete accepts: the name typed, no account id.
    const asking = await parent.get('/api/families').expect(200);
    expect(asking.body.athletes).toEqual([
      expect.objectContaining({ name: athlete.username, link: 'requested', consent: 'none' }),
    ]);
    expect(JSON.stringify(asking.body)).not.toContain(athlete.userId);

    const mine = await athlete.get('/api/families').expect(200);
    expect(mine.body.guardians).toEqual([
      { guardianId: parent.userId, username: parent.username, link: 'requested' },
    ]);
    await athlete.post(`/api/families/links/${parent.userId}/accept`).expect(200);
    await parent.post(`/api/families/athletes/${athlete.userId}/consent-requests`).expect(202);
    const token = consentToken(await mailsTo(server, emailOf(parent)));
    const page = await request(server.url).get('/api/families/consent').query({ token });
    expect(page.body).toMatchObject({ athleteName: athlete.username, status: 'open' });
    expect(await mayUserActFor(server.ctx.store, parent.userId, athlete.userId)).toBe(true);
    expect(await whoMayActFor(server.ctx.store, athlete.userId)).toEqual([
      athlete.userId,
      parent.userId,
    ]);
    const family = await parent.get('/api/families').expect(200);
    expect(family.body.athletes).toEqual([
      expect.objectContaining({ kind: 'account', name: athlete.username, link: 'active' }),
    ]);
    await parent
      .post('/api/families/links')
      .send({ athleteUsername: athlete.username })
      .expect(409);
  });

  it('is refused for a username that is no athlete, and an answer to no request', async () => {
    const parent = await userAgent(server, 'parent');
    const coach = await userAgent(server, 'coach');
    const missing = await parent
      .post('/api/families/links')
      .send({ athleteUsername: coach.username })
      .expect(404);
    expect(missing.body.errors.athleteUsername).toMatch(/no athlete account/);
    const athlete = await userAgent(server, 'athlete');
    await athlete.post(`/api/families/links/${parent.userId}/accept`).expect(404);
    await athlete.post(`/api/families/links/${parent.userId}/decline`).expect(404);
  });

  it("lets staff send a consent link for any athlete, to the guardian's address", async () => {
    const parent = await userAgent(server, 'parent');
    const athleteId = await createChild(parent);
    const admin = await adminAgent(server);
    await admin.post(`/api/families/athletes/${athleteId}/consent-requests`).expect(202);
    expect(await mailsTo(server, emailOf(parent))).toHaveLength(2);
    const athlete = await userAgent(server, 'athlete');
    await parent.post('/api/families/links').send({ athleteUsername: athlete.username });
    const none = await admin
      .post(`/api/families/athletes/${athlete.userId}/consent-requests`)
      .expect(409);
    expect(none.body.message).toMatch(/no guardian e-mail address/);
    await admin.post(`/api/families/athletes/${randomUUID()}/consent-requests`).expect(404);
  });
});
