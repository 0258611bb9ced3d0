import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../intake/intake.testing';
import { type Agent, adminAgent, newClientAddress, untilCaughtUp } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { mailNotifications } from './mailing';
import { list, listOf, type Member, openStream, registerMember } from './notifications.testing';

// Issue 36 item 4: a nominator is told, on the bell, live and by mail, when staff approve or
// reject (with the reason) a nomination, and when it is removed, as the profile's
// `nominationAlerts` says (on by default).

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://nola.example' });
  admin = await adminAgent(server, { forwardedFor: newClientAddress() });
});
afterAll(() => server?.close());

const post = (member: Member, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      Cookie: member.cookie,
      'X-Forwarded-For': member.address,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });

async function nominate(member: Member): Promise<string> {
  const response = await post(member, '/api/you-scout/nominations', {
    firstName: 'Jamie',
    lastName: `Broussard${randomUUID().slice(0, 6)}`,
    age: 15,
    sport: 'baseball',
    position: 'SS',
    state: 'LA',
    performance: 'Three hits and a diving catch in the ninth inning to save the game.',
    submittedByName: 'Dana Coach',
    submittedByEmail: `${member.username}.typed@example.com`,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const addressOf = (member: Member) => `${member.username}@example.com`;

async function mailsTo(member: Member, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await mailNotifications(server.ctx);
    const mails = await mailTo(server, addressOf(member));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const aboutNominations = async (member: Member) =>
  (await list(server, member)).data.filter((n) => n.type === 'nomination-status');

describe('a nominator is told what became of a nomination', () => {
  it('hears of an approval live, on the bell and by mail, without the athlete named', async () => {
    const coach = await registerMember(server, 'coach');
    const id = await nominate(coach);
    await listOf(server, coach, 1); // the welcome
    const live = await openStream(server, coach);
    await admin.post(`/api/admin/you-scout/nominations/${id}/approve`).expect(200);

    const [event] = await live.until(1, 10_000);
    await live.close();
    expect(event?.data).toMatchObject({
      type: 'nomination-status',
      title: 'Your nomination was approved',
      relatedType: 'nomination',
      relatedId: id,
      read: false,
    });
    const [notification] = await aboutNominations(coach);
    expect(notification?.message).toBe(
      'A YouScout nomination you made was approved by our staff and is now public.',
    );
    const [mail, ...more] = await mailsTo(coach, 1);
    expect(mail?.subject).toBe('Your nomination was approved');
    expect(mail?.text).toContain('approved by our staff and is now public');
    expect(mail?.text).not.toContain('Jamie');
    expect(mail?.text).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    expect(more).toEqual([]);
    // The address typed on the form is not the account's: nothing goes there.
    expect(await mailTo(server, `${coach.username}.typed@example.com`)).toEqual([]);
  });

  it('hears of a rejection with the reason staff gave', async () => {
    const coach = await registerMember(server, 'coach');
    const id = await nominate(coach);
    await admin
      .post(`/api/admin/you-scout/nominations/${id}/reject`)
      .send({ reason: 'We need a game date and location to verify the performance' })
      .expect(200);
    await listOf(server, coach, 2);
    const [notification] = await aboutNominations(coach);
    expect(notification).toMatchObject({
      title: 'Your nomination was not approved',
      message:
        'A YouScout nomination you made was not approved. The reason our staff gave: We need a game date and location to verify the performance',
      relatedId: id,
    });
    const [mail] = await mailsTo(coach, 1);
    expect(mail?.subject).toBe('Your nomination was not approved');
    expect(mail?.text).toContain('We need a game date and location to verify the performance');
  });

  it('hears of a removal; what the nominator did themselves tells no one', async () => {
    const coach = await registerMember(server, 'coach');
    const removed = await nominate(coach);
    await admin.post(`/api/admin/you-scout/nominations/${removed}/approve`).expect(200);
    await admin.post(`/api/you-scout/nominations/${removed}/removal`).expect(200);
    await listOf(server, coach, 3);
    const told = await aboutNominations(coach);
    expect(told.map((n) => n.title)).toEqual([
      'Your nomination was removed',
      'Your nomination was approved',
    ]);
    expect(told[0]?.message).toBe(
      "A YouScout nomination you made was removed by our staff, and the athlete's details were erased.",
    );
    expect((await mailsTo(coach, 2)).map((m) => m.subject).sort()).toEqual([
      'Your nomination was approved',
      'Your nomination was removed',
    ]);

    const withdrawn = await nominate(coach);
    const answer = await post(coach, `/api/you-scout/nominations/${withdrawn}/withdraw`, {});
    expect(answer.status).toBe(200);
    await untilCaughtUp(server.ctx, ['NominationWithdrawn']);
    expect(await aboutNominations(coach)).toHaveLength(2);
  });

  it('hears nothing, live or by mail, with nomination alerts off', async () => {
    const coach = await registerMember(server);
    const saved = await post(coach, '/api/user-profile', {
      displayName: 'Quiet Parent',
      notificationPreferences: { nominationAlerts: false },
    });
    expect(saved.status).toBe(200);
    const id = await nominate(coach);
    const live = await openStream(server, coach);
    await admin.post(`/api/admin/you-scout/nominations/${id}/approve`).expect(200);
    // The notifications projector has applied the approval, and the stream has had its wake-up.
    await untilCaughtUp(server.ctx, ['NominationApproved']);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await live.close();
    expect(live.events.filter((e) => e.data.type === 'nomination-status')).toEqual([]);
    expect(await aboutNominations(coach)).toEqual([]);
    await mailNotifications(server.ctx);
    expect(await mailTo(server, addressOf(coach))).toEqual([]);
  });
});
