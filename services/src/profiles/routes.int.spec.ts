import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { makePng } from '../uploads/test-images';
import { updateProfile } from './commands';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const signedIn = async (role: 'parent' | 'coach' | 'fan' = 'parent') => {
  const agent = await userAgent(server, role);
  return { agent, id: agent.userId };
};

const DEFAULT_PREFERENCES = {
  emailNotifications: true,
  nominationAlerts: true,
  votingReminders: true,
  newsletterSubscription: false,
  evaluationUpdates: true,
  verificationUpdates: true,
  securityNotices: true,
};

describe('the profile', () => {
  it('is 404 until created, then reads back as saved, pending verification', async () => {
    const { agent, id } = await signedIn('parent');
    const missing = await agent.get('/api/user-profile').expect(404);
    expect(missing.body.message).toEqual(expect.any(String));

    const saved = await agent
      .post('/api/user-profile')
      .send({
        displayName: '  Tina Boudreaux ',
        bio: 'Proud parent of a shortstop',
        location: '',
        socialLinks: { instagram: '@tina.b', website: 'https://tina.example' },
        notificationPreferences: { newsletterSubscription: true },
      })
      .expect(200);
    const expected = {
      userId: id,
      displayName: 'Tina Boudreaux',
      bio: 'Proud parent of a shortstop',
      location: null,
      teamName: null,
      teamPosition: null,
      photoUrl: null,
      socialLinks: {
        twitter: null,
        instagram: '@tina.b',
        facebook: null,
        linkedin: null,
        website: 'https://tina.example',
      },
      notificationPreferences: { ...DEFAULT_PREFERENCES, newsletterSubscription: true },
      verificationStatus: 'pending',
    };
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: expected,
    });
    const read = await agent.get('/api/user-profile').expect(200);
    expect(read.body).toEqual({ data: saved.body.data });
    expect(read.body.data).toMatchObject(expected);
  });

  it('replaces the whole profile on each save; left-out fields become empty', async () => {
    const { agent } = await signedIn('fan');
    await agent
      .post('/api/user-profile')
      .send({ displayName: 'Fan One', bio: 'Geaux', location: 'Kenner' })
      .expect(200);
    const second = await agent
      .post('/api/user-profile')
      .send({ displayName: 'Fan One', location: 'Gretna' })
      .expect(200);
    expect(second.body.data).toMatchObject({ bio: null, location: 'Gretna' });
  });

  it('gives each broken rule its message', async () => {
    const { agent } = await signedIn();
    const response = await agent
      .post('/api/user-profile')
      .send({ displayName: 'K', bio: 'b'.repeat(501), verificationStatus: 'verified' })
      .expect(400);
    expect(response.body.errors).toEqual({
      displayName: 'Display name must be at least 2 characters',
      bio: 'Bio must be less than 500 characters',
      verificationStatus: 'Verification status is set by staff and cannot be changed here',
    });
    await agent.get('/api/user-profile').expect(404);
  });

  it('takes team name and position from a coach, and refuses them from a parent', async () => {
    const coach = await signedIn('coach');
    const saved = await coach.agent
      .post('/api/user-profile')
      .send({ displayName: 'Coach K', teamName: 'Bayou Bombers', teamPosition: 'pitching_coach' })
      .expect(200);
    expect(saved.body.data).toMatchObject({
      teamName: 'Bayou Bombers',
      teamPosition: 'pitching_coach',
      verificationStatus: 'pending',
    });

    const parent = await signedIn('parent');
    const refused = await parent.agent
      .post('/api/user-profile')
      .send({ displayName: 'Tina B', teamName: 'Bayou Bombers', teamPosition: 'head_coach' })
      .expect(400);
    expect(refused.body.errors).toEqual({
      teamName: 'Only coaches can set a team name',
      teamPosition: 'Only coaches can set a team position',
    });
    await parent.agent.get('/api/user-profile').expect(404);
  });

  it('takes a photo this site stored, and refuses one it did not', async () => {
    const { agent } = await signedIn();
    const upload = await agent
      .post('/api/upload')
      .attach('file', await makePng(), { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    const saved = await agent
      .post('/api/user-profile')
      .send({ displayName: 'With Photo', photoUrl: upload.body.fileUrl })
      .expect(200);
    expect(saved.body.data.photoUrl).toBe(upload.body.fileUrl);

    const gone = await agent
      .post('/api/user-profile')
      .send({ displayName: 'With Photo', photoUrl: `/uploads/${'0'.repeat(32)}.webp` })
      .expect(400);
    expect(gone.body.errors.photoUrl).toMatch(/upload it again/);
    const foreign = await agent
      .post('/api/user-profile')
      .send({ displayName: 'With Photo', photoUrl: 'https://elsewhere.example/me.png' })
      .expect(400);
    expect(foreign.body.errors.photoUrl).toMatch(/uploaded to this site/);
  });

  it("refuses another member's upload, and detaching one never deletes its owner's file (issue 36 item 11)", async () => {
    const owner = await signedIn('parent');
    const other = await signedIn('fan');
    const upload = await owner.agent
      .post('/api/upload')
      .attach('file', await makePng(), { filename: 'mine.png', contentType: 'image/png' })
      .expect(200);
    const url: string = upload.body.fileUrl;
    const taken = await other.agent
      .post('/api/user-profile')
      .send({ displayName: 'Borrower', photoUrl: url });
    expect(taken.status).toBe(403);
    expect(taken.body.errors.photoUrl).toMatch(/uploaded by another member/);

    // A profile that shows another's upload already (saved before this check): the member may
    // still save it, and removing it only detaches it.
    const saved = await other.agent
      .post('/api/user-profile')
      .send({ displayName: 'Borrower' })
      .expect(200);
    const {
      userId: _u,
      verificationStatus: _v,
      createdAt: _c,
      updatedAt: _t,
      ...fields
    } = saved.body.data;
    await updateProfile(
      server.ctx,
      { id: other.id, role: 'fan' },
      { ...fields, photoUrl: url },
      {
        actorId: other.id,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
      },
    );
    await other.agent
      .post('/api/user-profile')
      .send({ displayName: 'Borrower, renamed', photoUrl: url })
      .expect(200);
    await other.agent
      .post('/api/user-profile')
      .send({ displayName: 'Borrower', photoUrl: null })
      .expect(200);
    await request(server.url).get(url).expect(200);

    // The owner may still use it, and the owner's own removal deletes it.
    await owner.agent
      .post('/api/user-profile')
      .send({ displayName: 'Owner', photoUrl: url })
      .expect(200);
    await owner.agent
      .post('/api/user-profile')
      .send({ displayName: 'Owner', photoUrl: null })
      .expect(200);
    await request(server.url).get(url).expect(404);
  });

  it('answers a save with the profile as saved while the profile read model lags', async () => {
    const { agent, id } = await signedIn('fan');
    const profiles = server.ctx.knex('projection_checkpoints').where({ name: 'user-profiles' });
    await profiles.clone().update({ state: 'failed' });
    try {
      const first = await agent
        .post('/api/user-profile')
        .send({ displayName: 'Lagging Fan', bio: 'First' })
        .expect(200);
      expect(first.headers['x-read-model-lag']?.split(',')).toContain('user-profiles');
      expect(first.body.data).toMatchObject({
        userId: id,
        displayName: 'Lagging Fan',
        bio: 'First',
        verificationStatus: 'pending',
      });
      expect(first.body.data.createdAt).toBe(first.body.data.updatedAt);

      const second = await agent
        .post('/api/user-profile')
        .send({ displayName: 'Lagging Fan', bio: 'Second' })
        .expect(200);
      expect(second.body.data).toMatchObject({
        bio: 'Second',
        createdAt: first.body.data.createdAt,
      });
    } finally {
      await profiles.clone().update({ state: 'running' });
    }
    await server.runner.retry('user-profiles');
    const read = await agent.get('/api/user-profile').expect(200);
    expect(read.body.data).toMatchObject({ bio: 'Second' });
  });

  it('needs a signed-in user', async () => {
    await request(server.url).get('/api/user-profile').expect(401);
    const response = await request(server.url)
      .post('/api/user-profile')
      .send({ displayName: 'Nobody' })
      .expect(401);
    expect(response.body.message).toBe('You must be logged in to update your profile');
  });
});
