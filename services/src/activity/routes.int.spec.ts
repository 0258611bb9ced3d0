import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords';
import { appendEvents, systemMetadata } from '../core/context';
import { userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const signedIn = async () => {
  const agent = await userAgent(server, 'parent');
  return { agent, id: agent.userId };
};

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * A prospect on the board and a vote for it, as the board records them (the board owns both
 * events; their shape is theirs). The history reads votes from the board's vote table.
 */
async function vote(userId: string | null, prospectName: string, castAt: string) {
  const prospectId = randomUUID();
  const [firstName = '', lastName = ''] = prospectName.split(' ');
  await appendEvents(
    server.ctx,
    `prospect-${prospectId}`,
    [
      {
        type: 'ProspectAdded',
        data: {
          prospectId,
          firstName,
          lastName,
          school: 'Jesuit High School',
          teamName: '',
          positionPrimary: 'SS',
          positionSecondary: '',
          battingThrowingHand: '',
          gradYear: 2027,
          nolaEvaluated: false,
          addedAt: new Date().toISOString(),
        },
      },
    ],
    'no_stream',
    systemMetadata('test'),
  );
  const voterKey = userId ?? randomUUID();
  const event = {
    id: randomUUID(),
    type: 'VoteCast',
    data: { prospectId, prospectName, voterKey, userId, castAt },
  };
  const appended = await appendEvents(
    server.ctx,
    `vote-${prospectId}-${voterKey}`,
    [event],
    'no_stream',
    systemMetadata('test'),
  );
  await server.ctx.watcher.waitFor(appended.position, ['VoteCast'], 10_000);
  return { eventId: event.id, prospectId };
}

async function evaluationRequest(userId: string, playerName: string, requestedAt: string) {
  const requestId = randomUUID();
  const event = {
    id: randomUUID(),
    type: 'EvaluationRequested',
    data: {
      requestId,
      userId,
      parentName: 'Tina Boudreaux',
      parentEmail: 'tina@example.com',
      parentPhone: '504-555-0100',
      playerName,
      playerAge: 14,
      playerPosition: 'SS',
      playerSchool: 'Jesuit',
      additionalInfo: null,
      requestedAt,
    },
  };
  await appendEvents(
    server.ctx,
    `evaluation-${requestId}`,
    [event],
    'no_stream',
    systemMetadata('test'),
  );
  return { eventId: event.id, requestId };
}

/** The activity projector is the one these items come from; wait for it alone. */
async function untilProjected(eventIds: string[]) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const rows = await server.ctx.knex('user_activity').whereIn('id', eventIds).count({ n: '*' });
    if (Number(rows[0]?.n) === eventIds.length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the activity projector did not catch up');
}

describe('the activity history', () => {
  it("lists the user's own account, profile, vote and request items, newest first", async () => {
    const { agent, id } = await signedIn();
    const stranger = await signedIn();
    await agent.post('/api/user-profile').send({ displayName: 'Tina B' }).expect(200);
    const voted = await vote(id, 'Marcus Hebert', inMinutes(1));
    const requested = await evaluationRequest(id, 'Jalen Boudreaux', inMinutes(2));
    const anonymous = await vote(null, 'Marcus Hebert', inMinutes(3));
    const theirs = await vote(stranger.id, 'Marcus Hebert', inMinutes(4));
    await untilProjected([requested.eventId]);

    const response = await agent.get('/api/user-activity').expect(200);
    expect(response.body).toMatchObject({ page: 1, pageSize: 20, total: 4 });
    expect(
      response.body.data.map((item: { activityType: string; activityData: unknown }) => [
        item.activityType,
        item.activityData,
      ]),
    ).toEqual([
      [
        'other',
        {
          kind: 'evaluation_request',
          requestId: requested.requestId,
          playerName: 'Jalen Boudreaux',
        },
      ],
      ['vote', { prospectId: voted.prospectId, prospectName: 'Marcus Hebert' }],
      ['profile_update', {}],
      ['other', { kind: 'account_created' }],
    ]);
    const [first] = response.body.data;
    expect(first).toEqual({
      id: requested.eventId,
      activityType: 'other',
      activityData: expect.any(Object),
      createdAt: expect.any(String),
    });
    const ids = response.body.data.map((item: { id: string }) => item.id);
    expect(ids).not.toContain(anonymous.eventId);
    expect(ids).not.toContain(theirs.eventId);
  });

  it('pages, and says how many items there are', async () => {
    const { agent, id } = await signedIn();
    for (let i = 1; i <= 4; i++) await vote(id, `Prospect ${i}`, inMinutes(i));

    const second = await agent.get('/api/user-activity?page=2&pageSize=2').expect(200);
    expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(
      second.body.data.map(
        (item: { activityData: { prospectName?: string } }) => item.activityData.prospectName,
      ),
    ).toEqual(['Prospect 2', 'Prospect 1']);
    const third = await agent.get('/api/user-activity?page=3&pageSize=2').expect(200);
    expect(third.body.data).toHaveLength(1);
    expect(third.body.data[0].activityData).toEqual({ kind: 'account_created' });
  });

  it('records a password change', async () => {
    const { agent, id } = await signedIn();
    const appended = await appendEvents(
      server.ctx,
      `user-${id}`,
      [
        {
          type: 'UserPasswordChanged',
          data: {
            userId: id,
            passwordHash: await hashPassword('changed-pass'),
            changedAt: inMinutes(1),
          },
        },
      ],
      'stream_exists',
      systemMetadata('test'),
    );
    await server.ctx.watcher.waitFor(appended.position, ['UserPasswordChanged'], 5_000);
    // The change ended the session: sign in again with the new password.
    await agent.get('/api/user-activity').expect(401);
    const { username } = (await server.ctx.knex('users').where({ id }).first()) as {
      username: string;
    };
    await agent.post('/api/login').send({ username, password: 'changed-pass' }).expect(200);
    const response = await agent.get('/api/user-activity').expect(200);
    expect(response.body.data.map((item: { activityData: unknown }) => item.activityData)).toEqual([
      { kind: 'password_changed' },
      { kind: 'account_created' },
    ]);
  });

  it('refuses a bad page and a signed-out visitor', async () => {
    const { agent } = await signedIn();
    const bad = await agent.get('/api/user-activity?page=0&pageSize=500').expect(400);
    expect(bad.body.errors).toEqual({
      page: 'page must be a whole number, 1 or more',
      pageSize: 'pageSize must be a whole number from 1 to 100',
    });
    await request(server.url).get('/api/user-activity').expect(401);
  });
});
