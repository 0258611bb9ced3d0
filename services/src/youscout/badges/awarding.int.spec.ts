import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectors } from '../../../../projections/src';
import { rebuildProjectors } from '../../../../projections/src/runner/rebuild';
import { systemMetadata } from '../../core/context';
import { mailTo } from '../../intake/intake.testing';
import { list, registerMember } from '../../notifications/notifications.testing';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { until } from '../../testing/until';
import { userBadgeStream } from '../events';
import { awardDueBadges, mailAwards } from './awarding';
import { createBadge, nominate, vote } from './badges.testing';
import { awardBadge } from './commands';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://nola.example' });
});
afterAll(() => server?.close());

const badgesOf = (userId: string) =>
  server.ctx
    .knex('youscout_user_badges')
    .where({ user_id: userId })
    .orderBy('badge_id')
    .select('badge_id', 'rule', 'cause', 'awarded_at');

describe('the awarding process', () => {
  it('awards a rule badge once, mails it once, and a rebuild of every projector awards and mails nothing again', async () => {
    const { ctx } = server;
    const member = await registerMember(server);
    const address = `${member.username}@example.com`;
    const { badgeId } = await createBadge(ctx, {
      name: `First Scout ${member.username}`,
      rule: 'first-nomination',
    });
    const first = await nominate(ctx, member.userId);
    await nominate(ctx, member.userId);

    const awarded = await until(
      () => badgesOf(member.userId),
      (rows) => rows.length > 0,
    );
    expect(awarded).toEqual([
      expect.objectContaining({ badge_id: badgeId, rule: 'first-nomination', cause: first }),
    ]);
    const mails = await until(
      () => mailTo(server, address),
      (found) => found.length > 0,
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      `You earned the First Scout ${member.username} badge`,
    ]);

    const badgeNotes = async () =>
      (await list(server, member)).data
        .filter((note) => note.type === 'scout-badge')
        .map((note) => [note.id, note.title]);
    const notes = await until(badgeNotes, (found) => found.length > 0);
    expect(notes.map(([, title]) => title)).toEqual([
      `You earned the First Scout ${member.username} badge`,
    ]);

    const results = await rebuildProjectors(
      server.runner,
      projectors.map((p) => p.name),
    );
    expect([...results.values()].filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await awardDueBadges(ctx)).toBe(0);
    expect(await ctx.store.readStream(userBadgeStream(member.userId, badgeId))).toHaveLength(1);
    expect(await badgesOf(member.userId)).toEqual(awarded);
    expect(await mailTo(server, address)).toHaveLength(1);
    expect(await badgeNotes()).toEqual(notes);
    expect(await ctx.knex('youscout_award_grants').where({ status: 'due' })).toEqual([]);
  });

  it('mails a badge given by hand from the log, once, without the answer waiting for the mail', async () => {
    const { ctx } = server;
    const member = await registerMember(server);
    const address = `${member.username}@example.com`;
    const { badgeId } = await createBadge(ctx, { name: `Helper ${member.username}`, rule: null });
    // The mailer hangs (a slow SMTP server) until released.
    const send = ctx.mailer.send;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    ctx.mailer.send = async (...args) => {
      await released;
      return send.apply(ctx.mailer, args);
    };
    try {
      const award = awardBadge(
        ctx,
        'staff-1',
        badgeId,
        { userId: member.userId, reason: 'Helped at the camp' },
        systemMetadata('test'),
      );
      const first = await Promise.race([
        award.then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('waited for the mail'), 5_000)),
      ]);
      expect(first).toBe('answered');
    } finally {
      release();
      ctx.mailer.send = send;
    }
    const mails = await until(
      () => mailTo(server, address),
      (found) => found.length > 0,
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      `You earned the Helper ${member.username} badge`,
    ]);
    expect(await mailAwards(ctx)).toBe(0);
    expect(await mailTo(server, address)).toHaveLength(1);
  });

  it('awards the 25-votes badge at the 25th counted vote', async () => {
    const { ctx } = server;
    const member = await registerMember(server);
    const nominationId = await nominate(ctx, member.userId);
    await vote(ctx, nominationId, 24);
    const { badgeId } = await createBadge(ctx, {
      name: `Backed ${member.username}`,
      rule: 'nomination-25-votes',
    });
    const marks = async () =>
      (await badgesOf(member.userId)).filter((row) => row.badge_id === badgeId);
    expect(await marks()).toEqual([]);
    await vote(ctx, nominationId, 1);
    const awarded = await until(marks, (rows) => rows.length > 0);
    expect(awarded).toEqual([
      expect.objectContaining({
        badge_id: badgeId,
        rule: 'nomination-25-votes',
        cause: nominationId,
      }),
    ]);
  });
});
