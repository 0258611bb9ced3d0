import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../families/families.testing';
import { adminAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { HEAT_MAP_MIN_ATHLETES, MESSAGES } from './constants';
import {
  athleteWithProfile,
  member,
  profileBody,
  recordValue,
  showcase,
  verifiedCoach,
} from './matchups.testing';

/** Event evidence as anyone but staff and the family sees it: where and when withheld. */
const WITHHELD_EVENT = { kind: 'event', name: null, date: null, place: null };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server?.close());

describe('the athlete profile', () => {
  it('is saved by the athlete, read back with what it misses, and refused to anyone else', async () => {
    const athlete = await member(server, 'athlete');
    const saved = await athlete
      .put(`/api/matchups/athletes/${athlete.userId}/profile`)
      .send(profileBody({ school: '  Jesuit High  ' }))
      .expect(200);
    expect(saved.body).toMatchObject({
      id: athlete.userId,
      ownAccount: true,
      profile: { firstName: 'Jonathan', school: 'Jesuit High', positions: ['SS', '2B'] },
      completeness: { missing: expect.arrayContaining(['At least one verified metric']) },
    });
    expect(saved.body.completeness.percent).toBeLessThan(100);

    const stranger = await member(server, 'parent');
    const refused = await stranger
      .put(`/api/matchups/athletes/${athlete.userId}/profile`)
      .send(profileBody())
      .expect(403);
    expect(refused.body.message).toBe(MESSAGES.notAthleteOrParent);
    await stranger
      .post(`/api/matchups/athletes/${athlete.userId}/metrics`)
      .send({ metricType: 'exit_velocity', value: 80, measuredOn: '2026-11-01' })
      .expect(403);
    await stranger.get(`/api/matchups/athletes/${athlete.userId}/own`).expect(403);
  });

  it('is kept by a linked parent for a child profile', async () => {
    const parent = await member(server, 'parent');
    const childId = await createChild(parent, {
      firstName: 'Remy',
      lastName: 'Thibodeaux',
      birthDate: '2011-06-01',
    });
    const me = await parent.get('/api/matchups/me').expect(200);
    expect(me.body.athletes).toEqual([{ id: childId, name: 'Remy Thibodeaux', ownAccount: false }]);
    const saved = await parent
      .put(`/api/matchups/athletes/${childId}/profile`)
      .send(profileBody({ firstName: 'Remy', lastName: 'Thibodeaux', birthDate: '2011-06-01' }))
      .expect(200);
    expect(saved.body).toMatchObject({ ownAccount: false, familyName: 'Remy Thibodeaux' });
    // Listing a child under 13 rests on the birth date: only Family's is taken.
    const older = await parent
      .put(`/api/matchups/athletes/${childId}/profile`)
      .send(profileBody({ firstName: 'Remy', lastName: 'Thibodeaux', birthDate: '2010-06-01' }))
      .expect(400);
    expect(older.body.errors).toEqual({
      birthDate: `${MESSAGES.notFamilyBirthDate} (2011-06-01)`,
    });
  });

  it('says what is wrong with a bad profile, field by field, and refuses an age outside 6-18', async () => {
    const athlete = await member(server, 'athlete');
    const bad = await athlete
      .put(`/api/matchups/athletes/${athlete.userId}/profile`)
      .send(profileBody({ firstName: '', positions: [], graduationYear: 1999, state: 'ZZ' }))
      .expect(400);
    expect(bad.body.errors).toMatchObject({
      firstName: 'First name is required',
      positions: 'Choose at least one position',
      graduationYear: 'Graduation year must be between 2025 and 2040',
      state: 'State must be a US state’s two-letter code',
    });
    const old = await athlete
      .put(`/api/matchups/athletes/${athlete.userId}/profile`)
      .send(profileBody({ birthDate: '2001-01-01' }))
      .expect(400);
    expect(old.body.errors).toEqual({ birthDate: 'Matchups is for athletes aged 6 to 18' });
    await athlete
      .post(`/api/matchups/athletes/${athlete.userId}/metrics`)
      .send({ metricType: 'exit_velocity', value: 80, measuredOn: '2026-11-01' })
      .expect(409);
  });
});

describe('highlight videos', () => {
  it('take a YouTube, Vimeo or Hudl link only, and come back with the provider’s privacy-enhanced player', async () => {
    const athlete = await athleteWithProfile(server);
    const refused = await athlete
      .post(`/api/matchups/athletes/${athlete.userId}/videos`)
      .send({ url: 'https://example.com/clip.mp4', title: 'Clip' })
      .expect(400);
    expect(Object.keys(refused.body.errors)).toEqual(['url']);
    // Titles are public: they may not name what only verified coaches see.
    for (const title of [
      'Broussard at the plate',
      'JESUIT HIGH playoffs',
      'Summer in New Orleans',
    ]) {
      const named = await athlete
        .post(`/api/matchups/athletes/${athlete.userId}/videos`)
        .send({ url: 'https://youtu.be/dQw4w9WgXcQ', title })
        .expect(400);
      expect(named.body.errors).toEqual({ title: MESSAGES.namesPrivate });
    }
    const achievement = await athlete
      .post(`/api/matchups/athletes/${athlete.userId}/achievements`)
      .send({ title: 'All-district, Jesuit High', year: 2026 })
      .expect(400);
    expect(achievement.body.errors).toEqual({ title: MESSAGES.namesPrivate });
    await athlete
      .post(`/api/matchups/athletes/${athlete.userId}/videos`)
      .send({ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Fall showcase at bats' })
      .expect(201);
    const seen = await request(server.url)
      .get(`/api/matchups/athletes/${athlete.userId}`)
      .expect(200);
    expect(seen.body.videos).toEqual([
      expect.objectContaining({
        title: 'Fall showcase at bats',
        link: expect.objectContaining({
          provider: 'youtube',
          embedUrl: expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
        }),
      }),
    ]);
  });
});

describe('metrics with provenance', () => {
  it('refuses a value outside the plausible range with a message that names the range', async () => {
    const athlete = await athleteWithProfile(server);
    const refused = await athlete
      .post(`/api/matchups/athletes/${athlete.userId}/metrics`)
      .send({ metricType: 'sixty_yard_dash', value: 3.1, measuredOn: '2026-11-01' })
      .expect(400);
    expect(refused.body.errors).toEqual({ value: '60-yard dash must be between 5.8 and 12 s' });
  });

  it('is self-reported until a verified coach verifies it with evidence; then it is the best, once', async () => {
    const athlete = await athleteWithProfile(server);
    const metricId = await recordValue(athlete);
    const coach = await verifiedCoach(server);

    const before = await request(server.url)
      .get(`/api/matchups/athletes/${athlete.userId}`)
      .expect(200);
    expect(before.body.bests).toEqual([]);
    expect(before.body.selfReported).toEqual([
      expect.objectContaining({
        id: metricId,
        status: 'self_reported',
        value: 91.3,
        recordedBy: null,
      }),
    ]);

    const unverified = await member(server, 'coach');
    const refused = await unverified
      .post(`/api/matchups/metrics/${metricId}/verify`)
      .send({ evidence: showcase })
      .expect(403);
    expect(refused.body.message).toBe(MESSAGES.notVerifiedCoach);
    await athlete
      .post(`/api/matchups/metrics/${metricId}/verify`)
      .send({ evidence: showcase })
      .expect(403);

    const verified = await coach
      .post(`/api/matchups/metrics/${metricId}/verify`)
      .send({ evidence: showcase })
      .expect(200);
    // The verifier is told it is verified, by a coach, at an event; where and when the event
    // was, and whose accounts recorded and decided it, only staff see.
    expect(verified.body).toMatchObject({
      status: 'verified',
      decidedBy: null,
      decidedByRole: 'coach',
      evidence: WITHHELD_EVENT,
      recordedBy: null,
    });
    const again = await (await adminAgent(server))
      .post(`/api/matchups/metrics/${metricId}/reject`)
      .send({ reason: 'Late' })
      .expect(409);
    expect(again.body.message).toBe(MESSAGES.alreadyVerified);

    const after = await request(server.url)
      .get(`/api/matchups/athletes/${athlete.userId}`)
      .expect(200);
    expect(after.body.bests).toEqual([
      expect.objectContaining({ metricType: 'exit_velocity', value: 91.3, unit: 'mph' }),
    ]);
    expect(after.body.selfReported).toEqual([]);
    const history = await request(server.url)
      .get(`/api/matchups/athletes/${athlete.userId}/metrics`)
      .expect(200);
    expect(history.body).toEqual([
      expect.objectContaining({
        id: metricId,
        status: 'verified',
        evidence: WITHHELD_EVENT,
        decidedBy: null,
      }),
    ]);
    const staffHistory = await (await adminAgent(server))
      .get(`/api/matchups/athletes/${athlete.userId}/metrics`)
      .expect(200);
    expect(staffHistory.body).toEqual([
      expect.objectContaining({
        evidence: showcase,
        decidedBy: coach.userId,
        recordedBy: athlete.userId,
      }),
    ]);
    const own = await athlete.get(`/api/matchups/athletes/${athlete.userId}/own`).expect(200);
    expect(own.body.metrics).toEqual([expect.objectContaining({ evidence: showcase })]);
  });

  it('is rejected with a reason that the athlete sees', async () => {
    const athlete = await athleteWithProfile(server);
    const metricId = await recordValue(athlete, { metricType: 'pop_time', value: 1.95 });
    const admin = await adminAgent(server);
    const rejected = await admin
      .post(`/api/matchups/metrics/${metricId}/reject`)
      .send({ reason: 'The video does not show the reading' })
      .expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', decidedByRole: 'staff' });
    const own = await athlete.get(`/api/matchups/athletes/${athlete.userId}/own`).expect(200);
    expect(own.body.metrics).toEqual([
      expect.objectContaining({
        id: metricId,
        rejectionReason: 'The video does not show the reading',
      }),
    ]);
    await admin
      .post(`/api/matchups/metrics/${randomUUID()}/verify`)
      .send({ evidence: showcase })
      .expect(404);
  });
});

describe('what each viewer sees of a minor', () => {
  it('shows the first name and last initial to everyone, name and school to verified coaches, the city to staff', async () => {
    const athlete = await athleteWithProfile(server, { firstName: 'Jonah', lastName: 'Zebrowski' });
    const id = athlete.userId;
    const anyone = await request(server.url).get(`/api/matchups/athletes/${id}`).expect(200);
    expect(anyone.body).toMatchObject({
      displayName: 'Jonah Z.',
      school: null,
      city: null,
      ageGroup: '16-18',
    });
    expect(JSON.stringify(anyone.body)).not.toContain('Zebrowski');
    const coach = await verifiedCoach(server);
    const seen = await coach.get(`/api/matchups/athletes/${id}`).expect(200);
    expect(seen.body).toMatchObject({
      displayName: 'Jonah Zebrowski',
      school: 'Jesuit High',
      city: null,
    });
    const staff = await (await adminAgent(server)).get(`/api/matchups/athletes/${id}`).expect(200);
    expect(staff.body).toMatchObject({ city: 'New Orleans' });
  });

  it('keeps when a child is free, the family’s notes and where a value was measured from the public', async () => {
    const athlete = await athleteWithProfile(server, { firstName: 'Remy' });
    const id = athlete.userId;
    await athlete
      .put(`/api/matchups/athletes/${id}/availability`)
      .send({ windows: [{ day: 'mon', start: '15:00', end: '18:00' }] })
      .expect(200);
    const metricId = await recordValue(athlete, { notes: 'Cage at Tad Gormley, Tuesdays' });
    const anyone = await request(server.url).get(`/api/matchups/athletes/${id}`).expect(200);
    expect(anyone.body).toMatchObject({ availability: null, timeZone: null });
    expect(anyone.body.selfReported).toEqual([
      expect.objectContaining({ id: metricId, notes: null, recordedBy: null }),
    ]);
    const coach = await verifiedCoach(server);
    const seen = await coach.get(`/api/matchups/athletes/${id}`).expect(200);
    expect(seen.body).toMatchObject({
      availability: [{ day: 'mon', start: '15:00', end: '18:00' }],
      timeZone: 'America/New_York',
    });
    expect(seen.body.selfReported).toEqual([expect.objectContaining({ notes: null })]);
    await coach.post(`/api/matchups/metrics/${metricId}/verify`).send({ evidence: showcase });
    for (const viewer of [request(server.url), coach]) {
      const history = await viewer.get(`/api/matchups/athletes/${id}/metrics`).expect(200);
      expect(history.body).toEqual([
        expect.objectContaining({ evidence: WITHHELD_EVENT, notes: null }),
      ]);
      expect(JSON.stringify(history.body)).not.toMatch(/Metairie|Fall showcase|Tad Gormley/);
    }
    const staff = await (await adminAgent(server)).get(`/api/matchups/athletes/${id}/metrics`);
    expect(staff.body).toEqual([
      expect.objectContaining({ evidence: showcase, notes: 'Cage at Tad Gormley, Tuesdays' }),
    ]);
  });

  it('lists a child under 13 nowhere without a guardian’s verified consent', async () => {
    const parent = await member(server, 'parent');
    const childId = await createChild(parent, {
      firstName: 'Tiny',
      lastName: 'Arceneaux',
      birthDate: '2016-01-10',
    });
    await parent
      .put(`/api/matchups/athletes/${childId}/profile`)
      .send(
        profileBody({
          firstName: 'Tiny',
          lastName: 'Arceneaux',
          birthDate: '2016-01-10',
          graduationYear: 2034,
        }),
      )
      .expect(200);
    await request(server.url).get(`/api/matchups/athletes/${childId}`).expect(404);
    const coach = await verifiedCoach(server);
    const found = await coach.get('/api/matchups/search').query({ q: 'Tiny' }).expect(200);
    expect(found.body.athletes.map((a: { id: string }) => a.id)).not.toContain(childId);
    await coach.put(`/api/matchups/watchlist/${childId}`).send({}).expect(404);
  });

  it('leaves an erased athlete nowhere: profile, search, watchlist, verification', async () => {
    const athlete = await athleteWithProfile(server, { firstName: 'Evangeline' });
    const metricId = await recordValue(athlete);
    const coach = await verifiedCoach(server);
    const stranger = await member(server, 'athlete');
    const refusedBefore = await stranger
      .put(`/api/matchups/athletes/${athlete.userId}/profile`)
      .send(profileBody())
      .expect(403);
    await coach
      .put(`/api/matchups/watchlist/${athlete.userId}`)
      .send({ priority: 'high' })
      .expect(200);
    await athlete.post(`/api/families/athletes/${athlete.userId}/erasure`).expect(200);
    await request(server.url).get(`/api/matchups/athletes/${athlete.userId}`).expect(404);
    const found = await coach.get('/api/matchups/search').query({ q: 'Evangeline' }).expect(200);
    expect(found.body.athletes.map((a: { id: string }) => a.id)).not.toContain(athlete.userId);
    const list = await coach.get('/api/matchups/watchlist').expect(200);
    expect(list.body.map((w: { athlete: { id: string } }) => w.athlete.id)).not.toContain(
      athlete.userId,
    );
    const gone = await athlete
      .put(`/api/matchups/athletes/${athlete.userId}/profile`)
      .send(profileBody())
      .expect(410);
    expect(gone.body.message).toBe(MESSAGES.erased);
    // Anyone else is refused as before: a refusal never tells a stranger a child was erased.
    const refusedAfter = await stranger
      .put(`/api/matchups/athletes/${athlete.userId}/profile`)
      .send(profileBody())
      .expect(403);
    expect(refusedAfter.body).toEqual(refusedBefore.body);
    await stranger.get(`/api/matchups/athletes/${athlete.userId}/own`).expect(403);
    // A verified coach holding the value's id finds nothing to verify, as with no such value.
    const notFound = await coach
      .post(`/api/matchups/metrics/${metricId}/verify`)
      .send({ evidence: showcase })
      .expect(404);
    const none = await coach
      .post(`/api/matchups/metrics/${randomUUID()}/verify`)
      .send({ evidence: showcase })
      .expect(404);
    expect(notFound.body).toEqual(none.body);
    await coach.post(`/api/matchups/metrics/${metricId}/reject`).send({ reason: 'No' }).expect(404);
  });
});

describe('discovery, the watchlist and the pipeline', () => {
  it('lets coaches and scouts search, and no one else', async () => {
    await athleteWithProfile(server, {
      firstName: 'Jonathan',
      lastName: 'Mouton',
      school: 'Brother Martin',
    });
    const scout = await member(server, 'scout');
    const found = await scout.get('/api/matchups/search').query({ q: 'Jon' }).expect(200);
    expect(found.body.athletes.map((a: { displayName: string }) => a.displayName)).toContain(
      'Jonathan M.',
    );
    const byLastName = await scout.get('/api/matchups/search').query({ q: 'Mouton' }).expect(200);
    expect(byLastName.body.athletes).toEqual([]);
    const coach = await verifiedCoach(server);
    const bySchool = await coach
      .get('/api/matchups/search')
      .query({ q: 'Brothr Martin' })
      .expect(200);
    expect(bySchool.body.athletes.map((a: { displayName: string }) => a.displayName)).toContain(
      'Jonathan Mouton',
    );
    const fan = await member(server, 'fan');
    const refused = await fan.get('/api/matchups/search').expect(403);
    expect(refused.body.message).toBe(MESSAGES.notCoachOrScout);
    const bad = await coach
      .get('/api/matchups/search')
      .query({ threshold: 'speed>=9' })
      .expect(400);
    expect(bad.body.message).toMatch(/metric, an operator and a number|Metric must be one of/);
  });

  it('watches an athlete and moves the card through the pipeline, each move kept', async () => {
    const athlete = await athleteWithProfile(server);
    const coach = await verifiedCoach(server);
    const watched = await coach
      .put(`/api/matchups/watchlist/${athlete.userId}`)
      .send({ notes: 'Quick hands' })
      .expect(200);
    expect(watched.body).toMatchObject({
      priority: 'medium',
      notes: 'Quick hands',
      stage: 'identified',
    });
    const moved = await coach
      .post(`/api/matchups/watchlist/${athlete.userId}/stage`)
      .send({ stage: 'contacted' })
      .expect(200);
    expect(moved.body.stage).toBe('contacted');
    const same = await coach
      .post(`/api/matchups/watchlist/${athlete.userId}/stage`)
      .send({ stage: 'contacted' })
      .expect(409);
    expect(same.body.message).toBe(MESSAGES.sameStage);
    const unwatched = await coach.delete(`/api/matchups/watchlist/${athlete.userId}`).expect(200);
    expect(unwatched.body.message).toBe('No longer watching this athlete');
    await coach.delete(`/api/matchups/watchlist/${athlete.userId}`).expect(404);
    await coach
      .post(`/api/matchups/watchlist/${athlete.userId}/stage`)
      .send({ stage: 'offered' })
      .expect(404);
  });
});

describe('alerts', () => {
  it('keeps a coach’s alerts and preferences, and turns an alert off', async () => {
    const coach = await member(server, 'coach');
    const created = await coach
      .post('/api/matchups/alerts')
      .send({ metricType: 'sixty_yard_dash', operator: '<=', targetValue: 6.9, frequency: 'daily' })
      .expect(201);
    expect(created.body).toMatchObject({ unit: 's', isActive: true, frequency: 'daily' });
    const off = await coach
      .put(`/api/matchups/alerts/${created.body.id}`)
      .send({ metricType: 'sixty_yard_dash', operator: '<=', targetValue: 6.9, isActive: false })
      .expect(200);
    expect(off.body.isActive).toBe(false);
    const range = await coach
      .post('/api/matchups/alerts')
      .send({ metricType: 'spin_rate', operator: '>', targetValue: 9000 })
      .expect(400);
    expect(range.body.errors).toEqual({
      targetValue: 'Spin rate must be between 800 and 3500 rpm',
    });
    const saved = await coach
      .put('/api/matchups/preferences')
      .send({
        positions: ['C'],
        graduationYears: [2027],
        states: ['LA'],
        metricTypes: ['pop_time'],
      })
      .expect(200);
    expect(saved.body).toEqual({
      positions: ['C'],
      graduationYears: [2027],
      states: ['LA'],
      metricTypes: ['pop_time'],
    });
    await (await member(server, 'parent')).get('/api/matchups/alerts').expect(403);
  });
});

describe('the discovery feed and the heat map', () => {
  it('brings what is new among the athletes the coach prefers: new athletes, first verified values, values that rose', async () => {
    const coach = await verifiedCoach(server);
    const year = 2031; // a class no other test of this file uses
    await coach
      .put('/api/matchups/preferences')
      .send({ positions: ['C'], graduationYears: [year], metricTypes: ['pop_time'] })
      .expect(200);
    const catcher = await athleteWithProfile(server, {
      positions: ['C'],
      graduationYear: year,
      birthDate: '2013-01-05',
    });
    const pitcher = await athleteWithProfile(server, {
      positions: ['P'],
      graduationYear: year,
      birthDate: '2013-01-05',
    });
    const staff = await adminAgent(server);
    const verify = async (athlete: typeof catcher, value: number) => {
      const id = await recordValue(athlete, { metricType: 'pop_time', value });
      await staff
        .post(`/api/matchups/metrics/${id}/verify`)
        .send({ evidence: showcase })
        .expect(200);
    };
    await verify(catcher, 2.1);
    await verify(catcher, 1.98); // lower is better: it rose
    await verify(pitcher, 2.0);
    const feed = await coach.get('/api/matchups/feed').expect(200);
    expect(feed.body.personalised).toBe(true);
    const items = feed.body.items.map(
      (i: {
        kind: string;
        athlete: { id: string };
        value: number | null;
        previous: number | null;
      }) => ({
        kind: i.kind,
        id: i.athlete.id,
        value: i.value,
        previous: i.previous,
      }),
    );
    expect(items).toEqual(
      expect.arrayContaining([
        { kind: 'value_rose', id: catcher.userId, value: 1.98, previous: 2.1 },
        { kind: 'new_athlete', id: catcher.userId, value: null, previous: null },
      ]),
    );
    expect(items.map((i: { id: string }) => i.id)).not.toContain(pitcher.userId);
    await (await member(server, 'parent')).get('/api/matchups/feed').expect(403);
  });

  it('counts when the watched athletes are active, by day of week and hour, over five or more', async () => {
    const coach = await verifiedCoach(server);
    const athletes = [];
    for (let i = 0; i < HEAT_MAP_MIN_ATHLETES; i++) athletes.push(await athleteWithProfile(server));
    const [first, ...others] = athletes as [(typeof athletes)[number], ...typeof athletes];
    await recordValue(first);
    await recordValue(first, { metricType: 'vertical_jump', value: 24 });
    for (const athlete of others) await recordValue(athlete);
    const before = await coach.get('/api/matchups/heat-map').expect(200);
    expect(before.body).toMatchObject({ timeZone: 'America/New_York', total: 0, cells: [] });
    // One child watched: their own routine is not shown, only that it is withheld.
    await coach.put(`/api/matchups/watchlist/${first.userId}`).send({}).expect(200);
    const one = await coach.get('/api/matchups/heat-map').expect(200);
    expect(one.body).toMatchObject({ athletes: 1, minimumAthletes: 5, total: 0, cells: [] });
    for (const athlete of others)
      await coach.put(`/api/matchups/watchlist/${athlete.userId}`).send({}).expect(200);
    const map = await coach
      .get('/api/matchups/heat-map')
      .query({ timeZone: 'America/Chicago' })
      .expect(200);
    // The cells of the values' own times (not the test's clock: an hour may turn meanwhile).
    const cells = new Map<string, number>();
    for (const athlete of athletes) {
      const own = await athlete.get(`/api/matchups/athletes/${athlete.userId}/own`).expect(200);
      for (const { recordedAt } of own.body.metrics as { recordedAt: string }[]) {
        const local = new Date(
          new Date(recordedAt).toLocaleString('en-US', { timeZone: 'America/Chicago' }),
        );
        const key = `${(local.getDay() + 6) % 7}:${local.getHours()}`;
        cells.set(key, (cells.get(key) ?? 0) + 1);
      }
    }
    expect(map.body).toMatchObject({
      timeZone: 'America/Chicago',
      athletes: HEAT_MAP_MIN_ATHLETES,
      total: HEAT_MAP_MIN_ATHLETES + 1,
    });
    expect(
      map.body.cells
        .map((c: { day: number; hour: number; count: number }) => [`${c.day}:${c.hour}`, c.count])
        .sort(),
    ).toEqual([...cells.entries()].sort());
    await coach.get('/api/matchups/heat-map').query({ timeZone: 'Mars/Olympus' }).expect(400);
  });
});
