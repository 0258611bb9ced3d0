import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailsTo } from '../../accounts/reset.testing';
import { consentToken } from '../../families/families.testing';
import { type Agent, newClientAddress, userAgent } from '../../testing/agents';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { FINISH_GRACE_MS, finishNominations } from './finish-nominations';

// A submission appends the nomination, then families' record of the athlete, then (under 13)
// the consent request and its mail. Here the request "dies" between two of those steps (the next
// one fails once, as a kill there would leave it), and the recovery must finish it: the athlete
// recorded, the guardian asked once and mailed once; running it again changes nothing.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://nola.example' });
});
afterAll(() => server?.close());
afterEach(() => vi.restoreAllMocks());

const member = (role: 'coach' | 'parent' = 'coach'): Promise<Agent & { username: string }> =>
  userAgent(server, role, { forwardedFor: newClientAddress() });

const eventsOf = async (stream: string) =>
  (await server.ctx.store.readStream(stream)).map((e) => ({
    type: e.type,
    data: e.data as Record<string, unknown>,
  }));

/** Once: the first append to a stream the test names fails, as if the process died there. */
function dieOnceBefore(
  matches: (stream: string) => boolean,
  events?: (types: string[]) => boolean,
) {
  const store = server.ctx.store;
  const append = store.append.bind(store);
  let died = false;
  return vi.spyOn(store, 'append').mockImplementation((stream, toAppend, options) => {
    if (!died && matches(stream) && (events?.(toAppend.map((e) => e.type)) ?? true)) {
      died = true;
      return Promise.reject(new Error('killed between the appends'));
    }
    return append(stream, toAppend, options);
  });
}

/** A nomination of a child under 13 whose guardian is asked; the request fails as told. */
async function cutNomination() {
  const guardianAccount = await member('parent');
  const guardian = `${guardianAccount.username}@example.com`;
  const coach = await member();
  const response = await coach.post('/api/you-scout/nominations').send({
    firstName: 'Remy',
    lastName: `Fontenot${randomUUID().slice(0, 6)}`,
    age: 11,
    sport: 'softball',
    position: 'P',
    state: 'LA',
    performance: 'Struck out nine batters and drove in the winning run in the sixth.',
    submittedByName: 'Dana Coach',
    submittedByEmail: `coach.${randomUUID().slice(0, 8)}@example.com`,
    guardianEmail: guardian,
  });
  expect(response.status).toBe(500);
  const [submission] = (await server.ctx.store.readAll({ types: ['NominationSubmitted'] }))
    .map((e) => e.data as { nominationId: string; athleteId: string })
    .slice(-1);
  if (!submission) throw new Error('the nomination was not appended');
  return { ...submission, guardian, guardianAccount };
}

/** As a later sweep sees it: past the grace a live request has to finish its own steps. */
const later = () => new Date(Date.now() + FINISH_GRACE_MS + 1_000);

const consentMails = async (to: string) =>
  (await mailsTo(server, to)).filter((m) => m.includes('/profile/family/consent?token='));

describe('a nomination cut between its appends', () => {
  it('cut after the nomination: the recovery records the athlete and asks the guardian once', async () => {
    dieOnceBefore((stream) => stream.startsWith('family-'));
    const { nominationId, athleteId, guardian, guardianAccount } = await cutNomination();
    vi.restoreAllMocks();
    expect(await eventsOf(`nomination-${nominationId}`)).toHaveLength(1);
    expect(await eventsOf(`family-${athleteId}`)).toEqual([]);
    expect(await consentMails(guardian)).toEqual([]);

    // Within the grace, a sweep leaves it to the request that may still be finishing it.
    await finishNominations(server.ctx);
    expect(await eventsOf(`family-${athleteId}`)).toEqual([]);

    expect(await finishNominations(server.ctx, later())).toBeGreaterThanOrEqual(1);
    const family = await eventsOf(`family-${athleteId}`);
    expect(family.map((e) => e.type)).toEqual([
      'NominatedAthleteRecorded',
      'GuardianConsentRequested',
    ]);
    expect(family[1]?.data.requestId).toBe(nominationId);
    const mails = await consentMails(guardian);
    expect(mails).toHaveLength(1);

    // Again: nothing is appended, no one is mailed.
    expect(await finishNominations(server.ctx, later())).toBe(0);
    expect(await eventsOf(`family-${athleteId}`)).toHaveLength(2);
    expect(await consentMails(guardian)).toHaveLength(1);

    // The guardian's link works (signed in): consent is on record for the athlete.
    await guardianAccount
      .post('/api/families/consent')
      .send({ token: consentToken(mails) })
      .expect(200);
    expect((await eventsOf(`family-${athleteId}`)).at(-1)?.type).toBe('GuardianConsentGiven');
  });

  it('cut after the athlete was recorded: the recovery asks the guardian once', async () => {
    dieOnceBefore(
      (stream) => stream.startsWith('family-'),
      (types) => types.includes('GuardianConsentRequested'),
    );
    const { athleteId, guardian } = await cutNomination();
    vi.restoreAllMocks();
    expect((await eventsOf(`family-${athleteId}`)).map((e) => e.type)).toEqual([
      'NominatedAthleteRecorded',
    ]);
    await finishNominations(server.ctx, later());
    await finishNominations(server.ctx, later());
    expect((await eventsOf(`family-${athleteId}`)).map((e) => e.type)).toEqual([
      'NominatedAthleteRecorded',
      'GuardianConsentRequested',
    ]);
    expect(await consentMails(guardian)).toHaveLength(1);
  });

  it('cut between the consent request and its mail: the recovery mails it once', async () => {
    const mailer = server.ctx.mailer;
    const send = mailer.send.bind(mailer);
    let died = false;
    vi.spyOn(mailer, 'send').mockImplementation((message, options) => {
      if (!died && options?.idempotencyKey?.startsWith('GuardianConsentRequested:')) {
        died = true;
        return Promise.reject(new Error('killed before the mail'));
      }
      return send(message, options);
    });
    const { athleteId, guardian } = await cutNomination();
    vi.restoreAllMocks();
    expect((await eventsOf(`family-${athleteId}`)).map((e) => e.type)).toEqual([
      'NominatedAthleteRecorded',
      'GuardianConsentRequested',
    ]);
    expect(await consentMails(guardian)).toEqual([]);
    expect(await finishNominations(server.ctx, later())).toBeGreaterThanOrEqual(1);
    expect(await finishNominations(server.ctx, later())).toBe(0);
    expect(await eventsOf(`family-${athleteId}`)).toHaveLength(2);
    expect(await consentMails(guardian)).toHaveLength(1);
  });
});
