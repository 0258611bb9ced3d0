import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgent, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { awardByHand, createBadge } from './badges/badges.testing';
import { youScoutLog } from './log.testing';

let server: TestServer;
let log: ReturnType<typeof youScoutLog>;
beforeAll(async () => {
  server = await startTestServer();
  log = youScoutLog(server);
});
afterAll(() => server?.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const visitor = () => request(server.url);

async function votes(nominationId: string, n: number, castAt?: Date) {
  const cast = [];
  for (let i = 0; i < n; i += 1) cast.push(await log.vote(nominationId, { castAt }));
  return cast;
}

describe('GET /api/you-scout/nominations', () => {
  // First in this file: the places are among every public nomination of the server.
  it('lists only public nominations, most counted votes first, with places and 7-day movement', async () => {
    const word = `zq${randomUUID().slice(0, 6)}`;
    const performance = `Three hits and a ${word} catch in the ninth inning.`;
    const old = { now: daysAgo(10), performance };
    // A week ago: steady 3 votes, riser 1. Now: riser 6 (5 this week), steady 3.
    const steady = await log.nominate({ ...old, firstName: 'Steady' });
    const riser = await log.nominate({
      ...old,
      firstName: 'Riser',
      sport: 'softball',
      position: 'P',
      status: 'featured',
    });
    await votes(steady.nominationId, 3, daysAgo(8));
    await votes(riser.nominationId, 1, daysAgo(8));
    await votes(riser.nominationId, 5);
    const fresh = await log.nominate({ performance, firstName: 'Fresh', age: 17 });
    const child = await log.nominate({ performance, firstName: 'Child', age: 11 });
    const consented = await log.nominate({ performance, firstName: 'Consented', age: 10 });
    await log.consent(consented.athleteId, true);
    for (const status of ['pending', 'rejected', 'withdrawn', 'archived'] as const)
      await log.nominate({ performance, firstName: status, status });

    const res = await visitor().get('/api/you-scout/nominations').query({ q: word }).expect(200);
    expect(res.body.data.map((n: { athlete: { name: string } }) => n.athlete.name)).toEqual([
      'Riser B.',
      'Steady B.',
      // A tie goes to the older nomination.
      'Fresh B.',
      'Consented B.',
    ]);
    expect(res.body.total).toBe(4);
    expect(res.body.totalAll).toBe(4);
    const [r, s, f, c] = res.body.data;
    expect(r).toMatchObject({
      id: riser.nominationId,
      status: 'featured',
      communityVotes: 6,
      communityRank: 1,
      movement7d: 1,
    });
    expect(r.athlete).toEqual({
      name: 'Riser B.',
      ageGroup: '13-15',
      sport: 'softball',
      position: 'P',
      secondaryPosition: '2B',
      state: 'LA',
      performance,
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(s).toMatchObject({ communityVotes: 3, communityRank: 2, movement7d: -1 });
    expect(c).toMatchObject({ id: consented.nominationId, movement7d: null });
    expect(f).toMatchObject({ id: fresh.nominationId, movement7d: null });
    expect(res.body.data.some((n: { id: string }) => n.id === child.nominationId)).toBe(false);

    const only = async (query: Record<string, string | number>) =>
      (
        await visitor()
          .get('/api/you-scout/nominations')
          .query({ q: word, ...query })
          .expect(200)
      ).body;
    expect((await only({ sport: 'softball' })).data.map((n: { id: string }) => n.id)).toEqual([
      riser.nominationId,
    ]);
    expect((await only({ ageGroup: '6-9' })).total).toBe(0);
    expect((await only({ ageGroup: '10-12' })).data[0].id).toBe(consented.nominationId);
    expect((await only({ position: 'P' })).total).toBe(1);
    expect((await only({ position: '2B' })).total).toBe(4);
    const page2 = await only({ page: 2, perPage: 3 });
    expect(page2).toMatchObject({ total: 4, totalAll: 4 });
    expect(page2.data.map((n: { id: string }) => n.id)).toEqual([consented.nominationId]);
    expect((await only({ q: 'steady' })).data.map((n: { id: string }) => n.id)).toEqual([
      steady.nominationId,
    ]);

    const bad = await visitor()
      .get('/api/you-scout/nominations')
      .query({ perPage: 1000, sport: 'golf' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['perPage', 'sport']);

    // The week's top: votes cast in the last 7 days, voided ones left out.
    const top = await visitor().get('/api/you-scout/nominations/top-week').expect(200);
    expect(
      top.body.data.map((n: { id: string; votesThisWeek: number }) => [n.id, n.votesThisWeek]),
    ).toEqual([[riser.nominationId, 5]]);

    // Consent withdrawn: the child under 13 leaves every public answer.
    await log.consent(consented.athleteId, false);
    expect((await only({})).total).toBe(3);
    await visitor().get(`/api/you-scout/nominations/${consented.nominationId}`).expect(404);
  });
});

describe('a nomination and its comments', () => {
  it('shows the public view to everyone, 404 when not public but to its nominator and staff', async () => {
    const nominator = await userAgent(server, 'fan');
    const open = await log.nominate({ nominatorId: nominator.userId, firstName: 'Jamie' });
    const res = await visitor().get(`/api/you-scout/nominations/${open.nominationId}`).expect(200);
    expect(res.body).toMatchObject({
      id: open.nominationId,
      status: 'approved',
      isPublic: true,
      audience: 'public',
      commentCount: 0,
    });
    expect(res.body.athlete.name).toBe('Jamie B.');
    expect(res.body.athlete).not.toHaveProperty('school');
    expect(JSON.stringify(res.body)).not.toMatch(/Broussard|dana@example.com|Metairie/);

    const admin = await adminAgent(server);
    const staff = await admin.get(`/api/you-scout/nominations/${open.nominationId}`).expect(200);
    expect(staff.body).toMatchObject({ audience: 'staff' });
    expect(staff.body.athlete).toMatchObject({
      name: 'Jamie Broussard',
      school: 'Jesuit High School',
      city: 'Metairie',
      age: 15,
      contact: { email: 'dana@example.com' },
    });

    // A coach sees the public view until staff verify them; then the full name and school.
    const coach = await userAgent(server, 'coach');
    await coach.post('/api/user-profile').send({ displayName: 'Coach K' }).expect(200);
    const path = `/api/you-scout/nominations/${open.nominationId}`;
    expect((await coach.get(path).expect(200)).body).toMatchObject({
      audience: 'public',
      athlete: { name: 'Jamie B.' },
    });
    await admin
      .put(`/api/admin/users/${coach.userId}`)
      .send({ verificationStatus: 'verified' })
      .expect(200);
    const verified = await coach.get(path).expect(200);
    expect(verified.body).toMatchObject({ audience: 'coach' });
    expect(verified.body.athlete).toMatchObject({
      name: 'Jamie Broussard',
      school: 'Jesuit High School',
    });
    expect(verified.body.athlete).not.toHaveProperty('contact');

    const pending = await log.nominate({ nominatorId: nominator.userId, status: 'pending' });
    const other = await userAgent(server, 'fan');
    for (const agent of [visitor(), other]) {
      const refused = await agent.get(`/api/you-scout/nominations/${pending.nominationId}`);
      expect([refused.status, refused.body.message]).toEqual([404, 'Nomination not found']);
      await agent.get(`/api/you-scout/nominations/${pending.nominationId}/comments`).expect(404);
    }
    await nominator.get(`/api/you-scout/nominations/${pending.nominationId}`).expect(200);
    await admin.get(`/api/you-scout/nominations/${pending.nominationId}`).expect(200);
    await visitor().get(`/api/you-scout/nominations/${randomUUID()}`).expect(404);
    await visitor().get('/api/you-scout/nominations/not-an-id').expect(400);
  });

  it('names the nominator by username with their badges, and nothing else about them', async () => {
    const nominator = await userAgent(server, 'coach');
    const tag = randomUUID().slice(0, 8);
    const older = await createBadge(server.ctx, {
      name: `Scout ${tag}`,
      rule: null,
      icon: 'binoculars',
      description: 'Spotted talent early',
    });
    const newer = await createBadge(server.ctx, { name: `Ace ${tag}`, rule: null, icon: 'star' });
    await awardByHand(server.ctx, nominator.userId, older.badgeId, 'first to nominate');
    await awardByHand(server.ctx, nominator.userId, newer.badgeId, 'a helpful fan');
    const { nominationId } = await log.nominate({ nominatorId: nominator.userId });

    const res = await visitor().get(`/api/you-scout/nominations/${nominationId}`).expect(200);
    expect(res.body.nominator).toEqual({
      userId: nominator.userId,
      username: nominator.username,
      badges: [
        {
          id: newer.badgeId,
          name: `Ace ${tag}`,
          icon: 'star',
          description: `About Ace ${tag}`,
          awardedAt: expect.any(String),
        },
        {
          id: older.badgeId,
          name: `Scout ${tag}`,
          icon: 'binoculars',
          description: 'Spotted talent early',
          awardedAt: expect.any(String),
        },
      ],
    });
    // Neither the account's e-mail nor what the form said about the nominator.
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(`${nominator.username}@example.com`);
    expect(text).not.toMatch(/Dana Coach|dana@example.com/);

    // A nominator with no badge yet: an empty list. One whose account is gone: null.
    const plain = await userAgent(server, 'fan');
    const second = await log.nominate({ nominatorId: plain.userId });
    const bare = await visitor().get(`/api/you-scout/nominations/${second.nominationId}`);
    expect(bare.body.nominator).toEqual({
      userId: plain.userId,
      username: plain.username,
      badges: [],
    });
    const orphan = await log.nominate({ nominatorId: randomUUID() });
    const gone = await visitor().get(`/api/you-scout/nominations/${orphan.nominationId}`);
    expect(gone.status).toBe(200);
    expect(gone.body.nominator).toBeNull();
  });

  it('answers shown comments, hidden ones as the placeholder, held ones only to their author and staff', async () => {
    const { nominationId } = await log.nominate();
    const author = await userAgent(server, 'fan');
    const other = await userAgent(server, 'fan');
    const admin = await adminAgent(server);
    await log.comment(nominationId, {
      userId: other.userId,
      authorName: 'Other',
      text: 'Great arm on that throw',
    });
    const hidden = await log.comment(nominationId, {
      userId: other.userId,
      text: 'Off topic rant here',
    });
    await log.moderate(hidden.commentId, 'hide', 'off topic');
    const held = await log.comment(nominationId, {
      userId: author.userId,
      authorName: 'Author',
      text: 'Call me at 504-555-0100',
    });
    expect(held.status).toBe('held');

    const texts = async (agent: ReturnType<typeof visitor>) =>
      (await agent.get(`/api/you-scout/nominations/${nominationId}/comments`).expect(200)).body;
    const seen = await texts(visitor());
    expect(seen.data.map((c: { text: string }) => c.text)).toEqual([
      'Great arm on that throw',
      'removed by a moderator: off topic',
    ]);
    expect(seen.total).toBe(2);
    expect((await texts(other)).data).toHaveLength(2);
    const mine = await texts(author);
    expect(mine.data[2]).toMatchObject({
      text: 'Call me at 504-555-0100',
      status: 'held',
      mine: true,
      authorName: 'Author',
    });
    expect((await texts(admin)).data.map((c: { status: string }) => c.status)).toEqual([
      'shown',
      'hidden',
      'held',
    ]);
    const paged = await visitor()
      .get(`/api/you-scout/nominations/${nominationId}/comments`)
      .query({ page: 2, perPage: 1 })
      .expect(200);
    expect(paged.body.data.map((c: { status: string }) => c.status)).toEqual(['hidden']);
    const detail = await visitor().get(`/api/you-scout/nominations/${nominationId}`).expect(200);
    expect(detail.body.commentCount).toBe(1);
  });

  it('shows an erased athlete to no visitor, and "removed" in every field to staff', async () => {
    const admin = await adminAgent(server);
    const { nominationId, athleteId } = await log.nominate({
      firstName: 'Odalys',
      lastName: 'Quillfeather',
    });
    await log.comment(nominationId, { userId: randomUUID(), text: 'Odalys is so fast' });
    await visitor().get(`/api/you-scout/nominations/${nominationId}`).expect(200);
    await log.erase(athleteId);
    // Gone from the public site at once (PLATFORM.md §0: removal honoured on every read model),
    // not a card of "removed" with the child's age group, state and votes.
    await visitor().get(`/api/you-scout/nominations/${nominationId}`).expect(404);
    const comments = await server.ctx
      .knex('youscout_comments')
      .where({ nomination_id: nominationId })
      .pluck('text');
    expect(comments).toEqual(['removed']);
    const staff = await admin.get(`/api/admin/you-scout/nominations/${nominationId}`).expect(200);
    expect(JSON.stringify(staff.body)).not.toMatch(/Odalys|Quillfeather|dana@example.com/);
    expect(staff.body).toMatchObject({
      firstName: 'removed',
      submittedByEmail: 'removed',
      gameDate: null,
    });
  });
});

describe('GET /api/you-scout/my-nominations', () => {
  it("answers the caller's own nominations in any status, with votes, comments, reason and moves", async () => {
    const me = await userAgent(server, 'parent');
    const pending = await log.nominate({
      nominatorId: me.userId,
      status: 'pending',
      now: daysAgo(1),
    });
    const rejected = await log.nominate({
      nominatorId: me.userId,
      status: 'rejected',
      now: daysAgo(2),
    });
    const approved = await log.nominate({
      nominatorId: me.userId,
      firstName: 'Avery',
      now: daysAgo(3),
    });
    await votes(approved.nominationId, 2);
    await log.comment(approved.nominationId, {
      userId: randomUUID(),
      text: 'Nice hustle out there',
    });
    await log.nominate();
    const res = await me.get('/api/you-scout/my-nominations').expect(200);
    expect(res.body.data.map((n: { id: string }) => n.id)).toEqual([
      pending.nominationId,
      rejected.nominationId,
      approved.nominationId,
    ]);
    expect(res.body.data[0]).toMatchObject({
      status: 'pending',
      allowedTransitions: ['withdraw'],
      isPublic: false,
    });
    expect(res.body.data[1]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not enough detail about the game',
      allowedTransitions: [],
    });
    expect(res.body.data[2]).toMatchObject({
      name: 'Avery Broussard',
      communityVotes: 2,
      commentCount: 1,
      isPublic: true,
    });
    await visitor().get('/api/you-scout/my-nominations').expect(401);
  });
});

describe('the back office', () => {
  it('lists nominations and comments in react-admin’s shape, and a nomination with its history', async () => {
    const admin = await adminAgent(server);
    const member = await userAgent(server, 'fan');
    await member.get('/api/admin/you-scout/nominations').expect(403);
    await visitor().get('/api/admin/you-scout/comments').expect(401);

    const a = await log.nominate({ status: 'pending' });
    const b = await log.nominate({ status: 'rejected' });
    await log.note(b.nominationId, 'Asked the coach for a video');
    const list = await admin
      .get('/api/admin/you-scout/nominations')
      .query({ status: 'pending', range: '[0,0]', sort: '["createdAt","DESC"]' })
      .expect(200);
    const pendingCount = await server.ctx
      .knex('youscout_nominations')
      .where({ status: 'pending' })
      .count({ n: '*' });
    expect(list.headers['content-range']).toBe(`you-scout-nominations 0-0/${pendingCount[0]?.n}`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: a.nominationId,
      status: 'pending',
      allowedTransitions: ['approve', 'reject', 'withdraw'],
    });
    const byFilter = await admin
      .get('/api/admin/you-scout/nominations')
      .query({ filter: JSON.stringify({ id: [b.nominationId] }) })
      .expect(200);
    expect(byFilter.body.map((n: { id: string }) => n.id)).toEqual([b.nominationId]);
    await admin.get('/api/admin/you-scout/nominations').query({ status: 'lost' }).expect(400);

    const cast = await votes(b.nominationId, 0);
    expect(cast).toEqual([]);
    const detail = await admin
      .get(`/api/admin/you-scout/nominations/${b.nominationId}`)
      .expect(200);
    expect(
      detail.body.history.map((h: { status: string; reason: string | null }) => [
        h.status,
        h.reason,
      ]),
    ).toEqual([
      ['pending', null],
      ['rejected', 'Not enough detail about the game'],
    ]);
    expect(detail.body).toMatchObject({
      adminNotes: [{ by: 'staff-1', note: 'Asked the coach for a video' }],
      votes: { cast: 0, voided: 0, fromDayOldAccounts: 0 },
      rejectionReason: 'Not enough detail about the game',
    });

    const { nominationId } = await log.nominate();
    const shown = await log.comment(nominationId, {
      userId: randomUUID(),
      text: 'Solid swing mechanics',
    });
    await log.report(shown.commentId, randomUUID());
    const held = await log.comment(nominationId, {
      userId: randomUUID(),
      text: 'email me at x@example.com',
    });
    const hidden = await log.comment(nominationId, {
      userId: randomUUID(),
      text: 'Not about baseball',
    });
    await log.moderate(hidden.commentId, 'hide', 'spam');
    const comments = async (status: string) => {
      const res = await admin
        .get('/api/admin/you-scout/comments')
        .query({ status, filter: JSON.stringify({ nominationId }) })
        .expect(200);
      expect(res.headers['content-range']).toMatch(/^you-scout-comments 0-\d+\/\d+$/);
      return res.body.map((c: { id: string }) => c.id);
    };
    expect(await comments('held')).toEqual([held.commentId]);
    expect(await comments('reported')).toEqual([shown.commentId]);
    expect(await comments('hidden')).toEqual([hidden.commentId]);
    expect((await comments('review')).sort()).toEqual([shown.commentId, held.commentId].sort());
    const record = await admin
      .get('/api/admin/you-scout/comments')
      .query({ filter: JSON.stringify({ id: [hidden.commentId] }) });
    expect(record.body[0]).toMatchObject({
      text: 'Not about baseball',
      hiddenReason: 'spam',
      status: 'hidden',
    });
  });
});
