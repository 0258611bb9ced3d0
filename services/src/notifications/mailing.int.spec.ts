import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../intake/intake.testing';
import { adminAgent, newClientAddress } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';
import { mailNotifications, pendingQuery } from './mailing';
import { call, listOf, type Member, registerMember } from './notifications.testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://nola.example' });
});
afterAll(() => server?.close());

async function requestEvaluation(member: Member) {
  const response = await fetch(`${server.url}/api/prospect-evaluations`, {
    method: 'POST',
    headers: {
      Cookie: member.cookie,
      'X-Forwarded-For': member.address,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      parentName: 'Renee Batiste',
      parentEmail: 'parent.elsewhere@example.com',
      parentPhone: '504-555-0142',
      playerName: 'Andre Batiste',
      playerAge: 14,
      playerPosition: 'SS',
      playerSchool: 'Jesuit High School',
      additionalInfo: '',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function move(id: string, status: string) {
  const admin = await adminAgent(server, { forwardedFor: newClientAddress() });
  await admin.put(`/api/admin/evaluation-requests/${id}`).send({ status }).expect(200);
}

const addressOf = (member: Member) => `${member.username}@example.com`;

async function mailsTo(member: Member, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailTo(server, addressOf(member));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('notification mail', () => {
  it('mails a status change once, with a one-click link that turns that kind of mail off', async () => {
    const member = await registerMember(server);
    const id = await requestEvaluation(member);
    await move(id, 'contacted');
    const [mail, ...more] = await mailsTo(member, 1);
    expect(mail?.subject).toBe('Evaluation request contacted');
    expect(mail?.text).toContain(
      'Your evaluation request for Andre Batiste is under way: a representative has contacted you.',
    );
    // The welcome and the receipt are on the site only.
    expect(more).toEqual([]);
    expect(await mailNotifications(server.ctx)).toBe(0);

    const link = /https:\/\/nola\.example(\/api\/notifications\/unsubscribe\?token=\S+)/.exec(
      mail?.text ?? '',
    )?.[1];
    if (!link) throw new Error(`no unsubscribe link in ${mail?.text}`);
    const page = await fetch(`${server.url}${link}`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      'You will get no more e-mails about evaluation request updates.',
    );
    const again = await fetch(`${server.url}${link}`);
    expect(await again.json()).toEqual({
      message:
        "You will get no more e-mails about evaluation request updates. Turn them on again in your profile's notification settings.",
    });

    const profile = (await (await call(server, member, '/api/user-profile')).json()) as {
      data: { displayName: string; notificationPreferences: Record<string, boolean> };
    };
    expect(profile.data.displayName).toBe(member.username);
    expect(profile.data.notificationPreferences).toMatchObject({
      emailNotifications: true,
      evaluationUpdates: false,
      securityNotices: true,
    });

    await move(id, 'scheduled');
    await listOf(server, member, 4);
    await mailNotifications(server.ctx);
    expect(await mailTo(server, addressOf(member))).toHaveLength(1);
  });

  it('mails nothing when e-mail is off on the profile', async () => {
    const member = await registerMember(server);
    const saved = await fetch(`${server.url}/api/user-profile`, {
      method: 'POST',
      headers: {
        Cookie: member.cookie,
        'X-Forwarded-For': member.address,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        displayName: 'Quiet Parent',
        notificationPreferences: { emailNotifications: false },
      }),
    });
    expect(saved.status).toBe(200);
    const id = await requestEvaluation(member);
    await move(id, 'declined');
    await listOf(server, member, 3);
    await mailNotifications(server.ctx);
    expect(await mailTo(server, addressOf(member))).toEqual([]);
  });

  it('refuses a link that is not ours', async () => {
    const forged = await fetch(`${server.url}/api/notifications/unsubscribe?token=abc.def`);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      message: 'This unsubscribe link is not one of ours (copy the whole link from the mail)',
    });
  });

  it('finds what to mail by its time, not by reading every notification ever made', async () => {
    // 5,000 members with four notifications each, every one outside the mail window.
    const { knex } = server.ctx;
    await knex.raw(
      `insert into users (id, username, username_lower, email, role, password_hash, created_at,
         updated_at)
       select gen_random_uuid(), 'old_member_' || g, 'old_member_' || g,
         'old_member_' || g || '@example.com', 'parent', 'x', now(), now()
       from generate_series(1, 5000) g`,
    );
    await knex.raw(
      `insert into notifications (id, recipient_id, type, title, message, position_commit,
         position_prepare, created_at)
       select gen_random_uuid(), u.id, 'evaluation-status', 'Old', 'Old', 0, 0,
         now() - interval '30 days' - g * interval '1 day'
       from users u, generate_series(1, 4) g where u.username like 'old_member_%'`,
    );
    await knex.raw('analyze users');
    await knex.raw('analyze notifications');
    const explained = await knex.raw<{ rows: { 'QUERY PLAN': unknown }[] }>(
      `explain (format json) ${pendingQuery(server.ctx).toString()}`,
    );
    const scans: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Relation Name'] === 'notifications') scans.push(String(node['Node Type']));
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    const plans = (explained.rows[0]?.['QUERY PLAN'] ?? []) as { Plan: Record<string, unknown> }[];
    walk(plans[0]?.Plan ?? {});
    expect(scans.length).toBeGreaterThan(0);
    expect(scans).not.toContain('Seq Scan');
  });
});
