import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../accounts/reset.testing';
import { consentToken } from '../families/families.testing';
import { unseal } from '../families/sealing';
import {
  type Agent,
  adminAgent,
  newClientAddress,
  untilCaughtUp,
  userAgent,
} from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { until } from '../testing/until';
import { castNominationVote, nominationVoteFactsLoader } from './votes/commands';

// What a user sees of YouScout's write side: statuses, messages, and the events in the log (the
// store is read directly: the read tables are another part's).

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  admin = await adminAgent(server);
});
afterAll(() => server?.close());

/** A member registering from an address of its own (registrations are rate-limited per address). */
const member = (role: 'athlete' | 'coach' | 'scout' | 'parent' | 'fan') =>
  userAgent(server, role, { forwardedFor: newClientAddress() });

const lastName = () => `Broussard${randomUUID().slice(0, 6)}`;
const nomination = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jamie',
  lastName: lastName(),
  age: 15,
  sport: 'baseball',
  position: 'SS',
  state: 'LA',
  school: 'Jesuit High School',
  performance: 'Three hits and a diving catch in the ninth inning to save the game.',
  video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  submittedByName: 'Dana Coach',
  submittedByEmail: 'dana@example.com',
  ...overrides,
});

const eventsOf = async (stream: string) =>
  (await server.ctx.store.readStream(stream)).map((e) => ({
    type: e.type,
    data: e.data as Record<string, unknown>,
  }));

async function nominate(agent: Agent, overrides: Record<string, unknown> = {}) {
  const response = await agent
    .post('/api/you-scout/nominations')
    .send(nomination(overrides))
    .expect(201);
  const id = response.body.id as string;
  const [submitted] = await eventsOf(`nomination-${id}`);
  return { id, athleteId: submitted?.data.athleteId as string, body: response.body };
}

async function approved(overrides: Record<string, unknown> = {}) {
  const nominator = await member('coach');
  const made = await nominate(nominator, overrides);
  await admin.post(`/api/admin/you-scout/nominations/${made.id}/approve`).expect(200);
  return { ...made, nominator };
}

const visitorVote = (id: string, address = newClientAddress()) =>
  request(server.url).post(`/api/you-scout/nominations/${id}/vote`).set('X-Forwarded-For', address);

describe('nominating', () => {
  it('records a pending nomination with every personal field sealed, and the athlete in families', async () => {
    const coach = await member('coach');
    const name = lastName();
    const { id, athleteId, body } = await nominate(coach, { lastName: name });
    expect(body).toEqual({ id, status: 'pending', consentRequested: false });
    const [submitted, ...rest] = await eventsOf(`nomination-${id}`);
    expect(rest).toEqual([]);
    expect(submitted).toMatchObject({
      type: 'NominationSubmitted',
      data: {
        submittedByUserId: coach.userId,
        age: 15,
        sport: 'baseball',
        position: 'SS',
        state: 'LA',
      },
    });
    // No name, school, address or text of the child's in clear anywhere in the log.
    const log = JSON.stringify((await server.ctx.store.readAll()).map((e) => [e.data, e.metadata]));
    expect(log).not.toContain(name);
    expect(log).not.toContain('diving catch');
    expect((await eventsOf(`family-${athleteId}`)).map((e) => e.type)).toEqual([
      'NominatedAthleteRecorded',
    ]);
  });

  it('under 13 mails the guardian a consent link, and refuses without a guardian address', async () => {
    const fan = await member('fan');
    const refused = await fan
      .post('/api/you-scout/nominations')
      .send(nomination({ age: 10 }))
      .expect(400);
    expect(refused.body.errors).toMatchObject({
      guardianEmail: "A parent or guardian's email is required for athletes under 13",
    });
    const guardianEmail = `guardian-${randomUUID().slice(0, 8)}@example.com`;
    const { athleteId, body } = await nominate(fan, { age: 10, guardianEmail });
    expect(body.consentRequested).toBe(true);
    expect((await eventsOf(`family-${athleteId}`)).map((e) => e.type)).toEqual([
      'NominatedAthleteRecorded',
      'GuardianConsentRequested',
    ]);
    const mails = await mailsTo(server, guardianEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).not.toContain('Jamie');
  });

  it('is for signed-in users, and says what is wrong with each field', async () => {
    const visitor = await request(server.url).post('/api/you-scout/nominations').send(nomination());
    expect(visitor.status).toBe(401);
    const fan = await member('fan');
    const bad = await fan
      .post('/api/you-scout/nominations')
      .send(nomination({ age: 21, performance: 'short', gameDate: '2999-01-01' }))
      .expect(400);
    expect(bad.body.errors).toMatchObject({
      age: 'Age must be from 6 to 18',
      performance: 'Performance description must be at least 20 characters',
    });
    const future = await fan
      .post('/api/you-scout/nominations')
      .send(nomination({ gameDate: '2999-01-01' }));
    expect(future.status).toBe(400);
    expect(future.body.errors).toMatchObject({ gameDate: 'Game date cannot be in the future' });
  });
});

describe('withdrawing and reviewing', () => {
  it('lets only the nominator withdraw, and only while pending', async () => {
    const coach = await member('coach');
    const other = await member('fan');
    const { id } = await nominate(coach);
    const notYours = await other.post(`/api/you-scout/nominations/${id}/withdraw`).expect(403);
    expect(notYours.body.message).toBe('Only the person who made this nomination can withdraw it');
    const done = await coach.post(`/api/you-scout/nominations/${id}/withdraw`).expect(200);
    expect(done.body).toEqual({ message: 'Nomination withdrawn', status: 'withdrawn' });
    const again = await coach.post(`/api/you-scout/nominations/${id}/withdraw`).expect(409);
    expect(again.body.message).toBe('You have withdrawn this nomination already');
    const unknown = await coach
      .post(`/api/you-scout/nominations/${randomUUID()}/withdraw`)
      .expect(404);
    expect(unknown.body.message).toBe('Nomination not found');
  });

  it('moves a nomination through approve, feature and archive, each refusal with its own message', async () => {
    const coach = await member('coach');
    const { id } = await nominate(coach);
    const path = (review: string) => `/api/admin/you-scout/nominations/${id}/${review}`;
    const early = await admin.post(path('feature')).expect(409);
    expect(early.body.message).toBe('Approve this nomination before featuring it');
    expect((await admin.post(path('approve')).expect(200)).body).toEqual({
      message: 'Nomination approved',
      status: 'approved',
    });
    const twice = await admin.post(path('approve')).expect(409);
    expect(twice.body.message).toBe('This nomination is approved already');
    await admin.post(path('feature')).expect(200);
    const late = await coach.post(`/api/you-scout/nominations/${id}/withdraw`).expect(409);
    expect(late.body.message).toMatch(/^Only a pending nomination can be withdrawn/);
    await admin.post(path('archive')).expect(200);
    const types = (await eventsOf(`nomination-${id}`)).map((e) => e.type);
    expect(types).toEqual([
      'NominationSubmitted',
      'NominationApproved',
      'NominationFeatured',
      'NominationArchived',
    ]);
  });

  it('rejects with a reason only, and keeps staff notes sealed', async () => {
    const coach = await member('coach');
    const { id } = await nominate(coach);
    const noReason = await admin
      .post(`/api/admin/you-scout/nominations/${id}/reject`)
      .send({ reason: ' ' })
      .expect(400);
    expect(noReason.body.errors).toMatchObject({ reason: 'A reason is required' });
    await admin
      .post(`/api/admin/you-scout/nominations/${id}/reject`)
      .send({ reason: 'The video does not show the athlete' })
      .expect(200);
    const approve = await admin.post(`/api/admin/you-scout/nominations/${id}/approve`).expect(409);
    expect(approve.body.message).toBe(
      'A rejected nomination cannot be approved; the nominator can submit it again',
    );
    await admin
      .post(`/api/admin/you-scout/nominations/${id}/notes`)
      .send({ note: 'Called the coach: Jamie plays for Jesuit' })
      .expect(201);
    const events = await eventsOf(`nomination-${id}`);
    expect(events[1]?.data).toMatchObject({ reason: 'The video does not show the athlete' });
    expect(events[2]?.type).toBe('NominationNoteAdded');
    expect(String(events[2]?.data.note)).toMatch(/^sealed:v1:/);
  });

  it('is staff only', async () => {
    const coach = await member('coach');
    const { id } = await nominate(coach);
    const refused = await coach.post(`/api/admin/you-scout/nominations/${id}/approve`).expect(403);
    expect(refused.body.message).toBe('You do not have administrator privileges');
    await request(server.url).post(`/api/admin/you-scout/nominations/${id}/approve`).expect(401);
  });
});

describe('votes', () => {
  it('count one per account or address, on public nominations only', async () => {
    const { id, nominator } = await approved();
    const voter = await member('fan');
    const cast = await voter.post(`/api/you-scout/nominations/${id}/vote`).expect(201);
    expect(cast.body).toMatchObject({ message: 'Vote recorded', nominationId: id });
    const again = await voter.post(`/api/you-scout/nominations/${id}/vote`).expect(409);
    expect(again.body.message).toBe('You have already voted for this nomination');
    // A nominator may vote for their own, as on the board; a visitor once per address.
    await nominator.post(`/api/you-scout/nominations/${id}/vote`).expect(201);
    const address = newClientAddress();
    await visitorVote(id, address).expect(201);
    await visitorVote(id, address).expect(409);
    const votes = await server.ctx.store.readAll({ types: ['NominationVoteCast'] });
    const mine = votes.filter((e) => (e.data as { nominationId: string }).nominationId === id);
    expect(mine).toHaveLength(3);
    expect(
      mine.find((e) => (e.data as { userId: string }).userId === voter.userId)?.data,
    ).toMatchObject({
      accountCreatedAt: expect.any(String),
    });
  });

  it('are refused on a pending, unknown, or under-13 nomination without consent', async () => {
    const coach = await member('coach');
    const { id } = await nominate(coach);
    const pending = await visitorVote(id).expect(404);
    expect(pending.body.message).toBe('This nomination is not public, so it cannot be voted for');
    const unknown = await visitorVote(randomUUID()).expect(404);
    expect(unknown.body.message).toBe('Nomination not found');

    const guardian = await member('parent');
    const guardianEmail = `${guardian.username}@example.com`;
    const young = await approved({ age: 10, guardianEmail });
    const refused = await visitorVote(young.id).expect(404);
    expect(refused.body.message).toBe('This nomination is not public, so it cannot be voted for');
    // The guardian consents by the mailed link, signed in: e-mail alone is not enough to vote on.
    const token = consentToken(await mailsTo(server, guardianEmail));
    await guardian.post('/api/families/consent').send({ token }).expect(200);
    await visitorVote(young.id).expect(404);
    // Verified (staff called the guardian): the nomination is public and open for votes.
    await admin
      .post(`/api/admin/families/athletes/${young.athleteId}/consent/verification`)
      .send({ method: 'call', note: 'Called the guardian, who confirmed the consent' })
      .expect(201);
    await visitorVote(young.id).expect(201);
  });
});

describe('comments', () => {
  it('are shown or held, reported once by others, hidden and restored with a reason', async () => {
    const { id } = await approved();
    const author = await member('fan');
    const reader = await member('fan');
    const shown = await author
      .post(`/api/you-scout/nominations/${id}/comments`)
      .send({ comment: 'What a catch in the ninth!' })
      .expect(201);
    expect(shown.body).toEqual({ id: expect.any(String), status: 'shown' });
    const held = await author
      .post(`/api/you-scout/nominations/${id}/comments`)
      .send({ comment: 'DM me at scout@example.com for a tryout' })
      .expect(201);
    expect(held.body.status).toBe('held');
    const [posted] = await eventsOf(`scoutcomment-${shown.body.id}`);
    expect(String(posted?.data.comment)).toMatch(/^sealed:v1:/);

    const commentId = shown.body.id as string;
    const report = (agent: Agent) =>
      agent.post(`/api/you-scout/comments/${commentId}/report`).send({});
    expect((await report(reader).expect(200)).body.message).toMatch(/moderator/);
    expect((await report(reader).expect(409)).body.message).toBe(
      'You have already reported this comment',
    );
    expect((await report(author).expect(409)).body.message).toBe(
      'You cannot report your own comment',
    );

    const hide = (reason: string) =>
      admin.post(`/api/admin/you-scout/comments/${commentId}/hide`).send({ reason });
    expect((await hide('').expect(400)).body.errors).toMatchObject({
      reason: 'A reason is required',
    });
    await hide('Off topic').expect(200);
    expect((await hide('Off topic').expect(409)).body.message).toBe(
      'This comment is hidden already',
    );
    await admin
      .post(`/api/admin/you-scout/comments/${commentId}/restore`)
      .send({ reason: 'On second look, fine' })
      .expect(200);
    expect((await eventsOf(`scoutcomment-${commentId}`)).map((e) => e.type)).toEqual([
      'ScoutCommentPosted',
      'ScoutCommentReported',
      'ScoutCommentHidden',
      'ScoutCommentRestored',
    ]);
  });

  it('are for signed-in users, on public nominations', async () => {
    const coach = await member('coach');
    const { id } = await nominate(coach);
    await request(server.url)
      .post(`/api/you-scout/nominations/${id}/comments`)
      .send({ comment: 'Great player' })
      .expect(401);
    const pending = await coach
      .post(`/api/you-scout/nominations/${id}/comments`)
      .send({ comment: 'Great player' })
      .expect(404);
    expect(pending.body.message).toBe(
      'This nomination is not public, so it cannot be commented on',
    );
    const unknown = await coach
      .post(`/api/you-scout/comments/${randomUUID()}/report`)
      .send({})
      .expect(404);
    expect(unknown.body.message).toBe('Comment not found');
  });
});

describe('removal', () => {
  it("by staff erases the athlete's data first, then removes the nomination; everything after is refused", async () => {
    const { id, athleteId } = await approved();
    const nominator = await member('coach');
    const notAllowed = await nominator.post(`/api/you-scout/nominations/${id}/removal`).expect(403);
    expect(notAllowed.body.message).toBe(
      'Only the athlete, their parent or guardian, or staff can have this nomination removed',
    );
    const [submitted] = await eventsOf(`nomination-${id}`);
    const done = await admin.post(`/api/you-scout/nominations/${id}/removal`).expect(200);
    expect(done.body.message).toMatch(/removed/);
    expect((await eventsOf(`family-${athleteId}`)).at(-1)).toMatchObject({
      type: 'PersonalDataErased',
      data: { requestedAs: 'staff' },
    });
    expect((await eventsOf(`nomination-${id}`)).at(-1)).toMatchObject({
      type: 'NominationRemoved',
      data: { athleteId, requestedAs: 'staff', from: 'approved' },
    });
    // The key is gone: the sealed fields open as "removed".
    const personal = submitted?.data.personal as Record<string, string>;
    expect(await unseal(server.ctx.knex, personal.firstName as string)).toBe('removed');
    const again = await admin.post(`/api/you-scout/nominations/${id}/removal`).expect(410);
    expect(again.body.message).toBe('This nomination was removed already');
    await visitorVote(id).expect(404);
    const note = await admin
      .post(`/api/admin/you-scout/nominations/${id}/notes`)
      .send({ note: 'After removal' })
      .expect(410);
    expect(note.body.message).toBe(
      'This nomination was removed at the request of the athlete or their guardian',
    );
  });

  it('through Family (staff erase the athlete): public nowhere, and no comment taken', async () => {
    const { id, athleteId } = await approved();
    const fan = await member('fan');
    await fan
      .post(`/api/you-scout/nominations/${id}/comments`)
      .send({ comment: 'What an arm' })
      .expect(201);
    await request(server.url).get(`/api/you-scout/nominations/${id}`).expect(200);
    await admin.post(`/api/families/athletes/${athleteId}/erasure`).expect(200);
    await request(server.url).get(`/api/you-scout/nominations/${id}`).expect(404);
    const list = await request(server.url).get('/api/you-scout/nominations').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(id);
    // Taking one would seal it with a new key for a child who asked to be gone.
    const refused = await fan
      .post(`/api/you-scout/nominations/${id}/comments`)
      .send({ comment: 'Still a great arm' })
      .expect(404);
    expect(refused.body.message).toBe(
      'This nomination is not public, so it cannot be commented on',
    );
  });

  it('by a nominator who said they are the guardian', async () => {
    const parent = await member('parent');
    const { id } = await nominate(parent, { nominatorIsGuardian: true, age: 11 });
    await parent.post(`/api/you-scout/nominations/${id}/removal`).expect(200);
    expect((await eventsOf(`nomination-${id}`)).at(-1)).toMatchObject({
      type: 'NominationRemoved',
      data: { requestedAs: 'guardian', requestedBy: parent.userId, from: 'pending' },
    });
  });
});

describe('voiding votes', () => {
  it('voids the counted votes of a time, once, with a reason', async () => {
    const { id } = await approved();
    const from = new Date(Date.now() - 1_000).toISOString();
    await visitorVote(id).expect(201);
    await visitorVote(id).expect(201);
    const to = new Date(Date.now() + 1_000).toISOString();
    const path = `/api/admin/you-scout/nominations/${id}/void-votes`;
    const noReason = await admin.post(path).send({ from, to }).expect(400);
    expect(noReason.body.errors).toMatchObject({ reason: 'A reason is required' });
    const done = await admin
      .post(path)
      .send({ from, to, reason: 'A burst from one network' })
      .expect(200);
    expect(done.body.message).toBe('2 votes voided');
    const again = await admin.post(path).send({ from, to, reason: 'Again' }).expect(409);
    expect(again.body.message).toBe('No counted votes were cast for this nomination in that time');
    const voided = (await eventsOf(`nomination-${id}`)).at(-1);
    expect(voided).toMatchObject({
      type: 'NominationVotesVoided',
      data: { reason: 'A burst from one network' },
    });
    expect(voided?.data.voteIds).toHaveLength(2);
  });
  it("finds the nomination's votes however many other votes the log holds", async () => {
    // More votes for another nomination than one page of the log (1,000): the void once read
    // one page of every nomination's votes, and missed this one's.
    const other = (await approved()).id;
    const facts = nominationVoteFactsLoader(server.ctx.store);
    const votes = Array.from({ length: 1_050 }, () => randomUUID());
    for (let i = 0; i < votes.length; i += 50) {
      await Promise.all(
        votes.slice(i, i + 50).map(async (key) =>
          castNominationVote(
            server.ctx,
            other,
            { key, userId: null, accountCreatedAt: null },
            {
              actorId: null,
              correlationId: randomUUID(),
              causationId: null,
              occurredAt: new Date().toISOString(),
            },
            await facts.load({ nominationId: other, voterKey: key }),
          ),
        ),
      );
    }
    // Cast without a route's wait: the void reads the votes' table, and refuses (503) when its
    // projector is more than 2 s behind, as it can be after 1,050 votes on a loaded machine.
    await untilCaughtUp(server.ctx, ['NominationVoteCast'], ['youscout_votes']);
    const { id } = await approved();
    const from = new Date(Date.now() - 1_000).toISOString();
    await visitorVote(id).expect(201);
    const to = new Date(Date.now() + 1_000).toISOString();
    const done = await admin
      .post(`/api/admin/you-scout/nominations/${id}/void-votes`)
      .send({ from, to, reason: 'A burst' })
      .expect(200);
    expect(done.body.message).toBe('1 vote voided');
  }, 120_000);
});

describe('the badge catalogue and hand awards', () => {
  const badge = (overrides: Record<string, unknown> = {}) => ({
    name: `Hustle ${randomUUID().slice(0, 6)}`,
    description: 'Plays every inning like the last',
    icon: 'flame',
    requirements: 'Given by staff',
    ...overrides,
  });

  it('adds, edits and retires badges, names unique ignoring case', async () => {
    const made = await admin.post('/api/admin/you-scout/badges').send(badge()).expect(201);
    expect(made.body).toMatchObject({ id: expect.any(String), rule: null, retired: false });
    const id = made.body.id as string;
    const clash = await admin
      .post('/api/admin/you-scout/badges')
      .send(badge({ name: String(made.body.name).toUpperCase() }))
      .expect(409);
    expect(clash.body.message).toBe(
      `A badge named "${String(made.body.name).toUpperCase()}" exists already`,
    );
    // react-admin sends the record back whole.
    const edited = await admin
      .put(`/api/admin/you-scout/badges/${id}`)
      .send({ ...made.body, icon: 'trophy' })
      .expect(200);
    expect(edited.body).toMatchObject({ id, icon: 'trophy' });
    await admin.post(`/api/admin/you-scout/badges/${id}/retire`).expect(200);
    const retired = await admin.post(`/api/admin/you-scout/badges/${id}/retire`).expect(409);
    expect(retired.body.message).toBe('This badge is retired and is no longer awarded');
    const types = (await eventsOf('scoutbadges-catalogue'))
      .filter((e) => e.data.badgeId === id)
      .map((e) => e.type);
    expect(types).toEqual(['ScoutBadgeCreated', 'ScoutBadgeUpdated', 'ScoutBadgeRetired']);
  });

  it('gives a badge by hand once per user, to a user who exists', async () => {
    const { body } = await admin.post('/api/admin/you-scout/badges').send(badge()).expect(201);
    const fan = await member('fan');
    const award = (userId: string) =>
      admin.post(`/api/admin/you-scout/badges/${body.id}/award`).send({ userId });
    expect((await award(fan.userId).expect(201)).body.message).toBe('Badge awarded');
    expect((await award(fan.userId).expect(409)).body.message).toBe(
      'This user has this badge already',
    );
    expect((await award(randomUUID()).expect(404)).body.message).toBe('User not found');
    expect(await eventsOf(`userbadge-${fan.userId}-${body.id}`)).toMatchObject([
      { type: 'ScoutBadgeAwarded', data: { awardedBy: expect.any(String), rule: null } },
    ]);
    // Mailed by the awarding loop as a badge earned by a rule is, and once: the refused repeat
    // sends nothing (awarding.int.spec.ts: the answer does not wait for the mail).
    const badgeMails = async () =>
      (await mailsTo(server, `${fan.username}@example.com`)).filter((mail) =>
        mail.includes(`You earned the ${body.name} badge`),
      );
    await until(badgeMails, (found) => found.length > 0);
    expect(await badgeMails()).toHaveLength(1);
  });
});
