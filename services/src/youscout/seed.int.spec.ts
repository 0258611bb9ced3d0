import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBoard } from '../prospects/seed';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedYouScout } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DAY = 24 * 60 * 60 * 1000;

type Card = {
  id: string;
  athlete: { name: string; ageGroup: string };
  communityVotes: number;
  movement7d: number | null;
};

describe("YouScout's demo data", () => {
  it('seeds 40 nominations in every status with weeks of votes, comments and badges, once', async () => {
    const started = performance.now();
    const seeded = await seedYouScout(server.ctx);
    const seconds = (performance.now() - started) / 1000;
    console.log(`YouScout demo seed: ${seconds.toFixed(1)} s`, seeded);
    if (seeded === 'already-seeded') throw new Error('a fresh server was seeded already');
    expect(seeded).toMatchObject({ accounts: 9, badges: 6, nominations: 40 });
    expect(seeded.votes).toBeGreaterThan(300);
    expect(seeded.awards).toBeGreaterThan(10);
    expect(seeded.comments).toBeGreaterThan(30);
    const { knex } = server.ctx;

    // Every status, as the back office counts them.
    const byStatus = Object.fromEntries(
      (
        (await knex('youscout_nominations')
          .select('status')
          .count({ n: '*' })
          .groupBy('status')) as {
          status: string;
          n: string | number;
        }[]
      ).map((row) => [row.status, Number(row.n)]),
    );
    expect(byStatus).toEqual({
      approved: 15,
      featured: 5,
      pending: 6,
      rejected: 4,
      archived: 4,
      withdrawn: 3,
      removed: 3,
    });
    const rejected = await knex('youscout_nominations').where({ status: 'rejected' });
    expect(rejected.every((row) => (row.rejection_reason ?? '').length > 10)).toBe(true);
    const removed = await knex('youscout_nominations').where({ status: 'removed' });
    expect(removed.map((row) => row.first_name)).toEqual(['removed', 'removed', 'removed']);
    // Under 13: some public with a guardian's consent, some waiting for it (and not public).
    const children = await knex('youscout_nominations')
      .where('age', '<', 13)
      .whereIn('status', ['approved', 'featured', 'pending']);
    expect(children.filter((row) => row.consent_on_record && row.is_public)).toHaveLength(4);
    expect(children.filter((row) => !row.consent_on_record && !row.is_public)).toHaveLength(3);

    // The public list: approved and featured, consented children included, most votes first.
    const list = await request(server.url)
      .get('/api/you-scout/nominations')
      .query({ perPage: 100 })
      .expect(200);
    expect(list.body.totalAll).toBe(18);
    const cards = list.body.data as Card[];
    expect(cards[0]?.communityVotes).toBeGreaterThanOrEqual(100);
    expect(cards.filter((card) => card.communityVotes >= 25).length).toBeGreaterThanOrEqual(4);
    expect(cards.some((c) => ['6-9', '10-12'].includes(c.athlete.ageGroup))).toBe(true);
    expect(cards.some((card) => card.movement7d !== null && card.movement7d !== 0)).toBe(true);
    expect(cards.every((card) => /^[A-Z][a-z]+ [A-Z]\.$/.test(card.athlete.name))).toBe(true);

    // Votes spread over the weeks, a burst voided with its reason.
    const span = (await knex('youscout_votes').min({ oldest: 'cast_at' }).first()) as {
      oldest: Date;
    };
    expect(Date.now() - new Date(span.oldest).getTime()).toBeGreaterThan(21 * DAY);
    const voided = await knex('youscout_votes').where({ voided: true }).count({ n: '*' });
    expect(Number(voided[0]?.n)).toBe(15);

    // Comments shown, held for review, hidden with the moderator's reason, and reported.
    const comments = Object.fromEntries(
      (
        (await knex('youscout_comments').select('status').count({ n: '*' }).groupBy('status')) as {
          status: string;
          n: string | number;
        }[]
      ).map((row) => [row.status, Number(row.n)]),
    );
    expect(comments).toMatchObject({ held: 2, hidden: 2 });
    expect(comments.shown).toBeGreaterThan(20);
    expect(
      Number((await knex('youscout_comments').where('reports', '>', 0).count({ n: '*' }))[0]?.n),
    ).toBe(3);
    const hidden = await knex('youscout_comments').where({ status: 'hidden' }).first();
    const thread = await request(server.url)
      .get(`/api/you-scout/nominations/${hidden.nomination_id}/comments`)
      .expect(200);
    expect(thread.body.data.map((c: { text: string }) => c.text)).toContain(
      `removed by a moderator: ${hidden.hidden_reason}`,
    );

    // The starter catalogue, and the awards its rules gave the demo's members.
    const catalogue = await request(server.url).get('/api/you-scout/badges').expect(200);
    expect(catalogue.body.data).toHaveLength(6);
    const top = await request(server.url)
      .get(`/api/you-scout/nominations/${cards[0]?.id}`)
      .expect(200);
    expect(top.body.nominator.username).toBe('demo_coach_ray');
    expect(top.body.nominator.badges.map((b: { name: string }) => b.name).sort()).toEqual([
      'Crowd Favorite',
      'First Pitch',
      'On the Board',
      'Talent Spotter',
      'Talk of the Town',
    ]);
    // Each award dated by what earned it, back in the story, not at the seed's run.
    const dates = top.body.nominator.badges.map((b: { awardedAt: string }) => b.awardedAt);
    expect(dates.every((at: string) => Date.now() - Date.parse(at) > DAY)).toBe(true);
    const otis = (await knex('users').where({ username: 'demo_fan_otis' }).first()) as {
      id: string;
      email: string | null;
    };
    expect(otis.email).toBeNull();
    const earned = await request(server.url)
      .get(`/api/you-scout/users/${otis.id}/badges`)
      .expect(200);
    expect(earned.body.data.map((b: { name: string }) => b.name)).toContain('Dugout Voice');

    // A second run adds nothing: not one event.
    const head = await server.ctx.store.lastCommittedPosition();
    expect(await seedYouScout(server.ctx)).toBe('already-seeded');
    expect(await server.ctx.store.lastCommittedPosition()).toEqual(head);

    // The board's seed still works beside it (timed: the two are compared in the report).
    const boardStarted = performance.now();
    expect(await seedDemoBoard(server.ctx)).toMatchObject({ prospects: 100 });
    console.log(`board demo seed: ${((performance.now() - boardStarted) / 1000).toFixed(1)} s`);
    const board = await request(server.url).get('/api/prospects').expect(200);
    expect(board.body.data).toHaveLength(100);
  }, 600_000); // Both demo seeds through the handlers: minutes on a busy machine.
});
