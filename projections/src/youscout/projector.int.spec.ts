import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';
import { youScoutLog } from '../../../services/src/youscout/log.testing';
import { rebuildProjectors } from '../runner/rebuild';
import { youScoutCommentsProjector } from './comments/projector';
import { youScoutNominationsProjector } from './nominations/projector';

let server: TestServer;
let log: ReturnType<typeof youScoutLog>;
beforeAll(async () => {
  server = await startTestServer();
  log = youScoutLog(server);
});
afterAll(() => server?.close());

const nomination = (id: string) => server.ctx.knex('youscout_nominations').where({ id }).first();
const MINE = [...youScoutNominationsProjector.tables, ...youScoutCommentsProjector.tables];

/** Every row of YouScout's read tables, as text, in a fixed order. */
async function dump(): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of MINE) {
    const { rows } = await server.ctx.knex.raw<{ rows: { r: string }[] }>(
      'select t::text as r from ?? t order by 1',
      [table],
    );
    tables[table] = rows.map((row) => row.r);
  }
  return tables;
}

async function rebuild() {
  const rebuilt = await rebuildProjectors(server.runner, [
    youScoutNominationsProjector.name,
    youScoutCommentsProjector.name,
  ]);
  for (const [name, result] of rebuilt) expect([name, result.status]).toEqual([name, 'fulfilled']);
}

describe("YouScout's read model", () => {
  it('opens the sealed fields, and is public only when approved or featured and 13+ or with consent', async () => {
    const teen = await log.nominate({ age: 15, firstName: 'Marcus', lastName: 'Thibodeaux' });
    expect(await nomination(teen.nominationId)).toMatchObject({
      athlete_id: teen.athleteId,
      status: 'approved',
      is_public: true,
      age: 15,
      age_group: '13-15',
      first_name: 'Marcus',
      last_name: 'Thibodeaux',
      school: 'Jesuit High School',
      submitted_by_email: 'dana@example.com',
      submitted_by_user_id: teen.nominatorId,
      community_votes: 0,
    });
    const pending = await log.nominate({ status: 'pending' });
    expect(await nomination(pending.nominationId)).toMatchObject({
      status: 'pending',
      is_public: false,
    });

    const child = await log.nominate({ age: 11 });
    expect(await nomination(child.nominationId)).toMatchObject({
      status: 'approved',
      is_public: false,
    });
    await log.consent(child.athleteId, true);
    expect(await nomination(child.nominationId)).toMatchObject({
      is_public: true,
      age_group: '10-12',
    });
    await log.consent(child.athleteId, false);
    expect(await nomination(child.nominationId)).toMatchObject({ is_public: false });
    await log.consent(child.athleteId, true);
    await log.review(child.nominationId, 'archive');
    expect(await nomination(child.nominationId)).toMatchObject({
      status: 'archived',
      is_public: false,
    });

    // Consent on record before the nomination (families' events come in their own order).
    const athleteId = randomUUID();
    await log.consent(athleteId, true);
    const early = await log.nominate({ athleteId, age: 8 });
    expect(await nomination(early.nominationId)).toMatchObject({
      is_public: true,
      age_group: '6-9',
    });

    const rejected = await log.nominate({ status: 'rejected' });
    expect(await nomination(rejected.nominationId)).toMatchObject({
      status: 'rejected',
      is_public: false,
      rejection_reason: 'Not enough detail about the game',
    });
    const history = await server.ctx
      .knex('youscout_nomination_history')
      .where({ nomination_id: rejected.nominationId })
      .orderBy('commit_position');
    expect(history.map((h) => [h.status, h.actor, h.reason])).toEqual([
      ['pending', rejected.nominatorId, null],
      ['rejected', 'staff-1', 'Not enough detail about the game'],
    ]);
  });

  it('counts votes cast less those voided; a voided vote stays, marked', async () => {
    const { nominationId } = await log.nominate();
    const votes: { voteId: string; castAt: string }[] = [];
    for (let i = 0; i < 4; i += 1)
      votes.push(await log.vote(nominationId, { userId: i === 0 ? null : randomUUID() }));
    expect(await nomination(nominationId)).toMatchObject({ community_votes: 4 });
    const from = new Date(votes[1]?.castAt as string);
    const to = new Date(new Date(votes[2]?.castAt as string).getTime() + 1);
    await log.voidVotes(nominationId, votes, from, to);
    expect(await nomination(nominationId)).toMatchObject({ community_votes: 2 });
    const rows = await server.ctx.knex('youscout_votes').where({ nomination_id: nominationId });
    expect(rows).toHaveLength(4);
    expect(
      rows
        .filter((r) => r.voided)
        .map((r) => r.vote_id)
        .sort(),
    ).toEqual([votes[1]?.voteId, votes[2]?.voteId].sort());
    expect(rows.find((r) => r.vote_id === votes[0]?.voteId)).toMatchObject({ voter_user_id: null });
  });

  it('keeps comments with their status, reports and moderator reason', async () => {
    const { nominationId } = await log.nominate();
    const author = randomUUID();
    const shown = await log.comment(nominationId, {
      userId: author,
      text: 'What a catch in the ninth!',
    });
    const held = await log.comment(nominationId, {
      userId: author,
      text: 'Text me at 504-555-0100',
    });
    expect([shown.status, held.status]).toEqual(['shown', 'held']);
    await log.report(shown.commentId, randomUUID());
    await log.report(shown.commentId, randomUUID());
    await log.moderate(shown.commentId, 'hide', 'Off topic');
    const rows = await server.ctx.knex('youscout_comments').where({ nomination_id: nominationId });
    expect(rows.find((r) => r.id === shown.commentId)).toMatchObject({
      text: 'What a catch in the ninth!',
      status: 'hidden',
      hidden_reason: 'Off topic',
      reports: 2,
      user_id: author,
    });
    expect(rows.find((r) => r.id === held.commentId)).toMatchObject({
      status: 'held',
      held_for: ['contact-details'],
    });
    expect(
      await server.ctx.knex('youscout_comment_reports').where({ comment_id: shown.commentId }),
    ).toHaveLength(2);
  });

  it('shows "removed" in every opened field after an erasure or a removal, and a rebuild gives the same rows', async () => {
    const erased = await log.nominate({ firstName: 'Odalys', lastName: 'Quillfeather' });
    await log.note(erased.nominationId, 'Odalys plays for the Metairie Mudcats');
    await log.comment(erased.nominationId, {
      userId: randomUUID(),
      text: 'Odalys is the best shortstop!',
    });
    const removed = await log.nominate({ firstName: 'Beau', lastName: 'Fontenot' });
    await log.comment(removed.nominationId, { userId: randomUUID(), text: 'Go Beau, great game' });
    await log.vote(removed.nominationId);
    const kept = await log.nominate({ firstName: 'Kept', lastName: 'Landry' });

    await log.erase(erased.athleteId);
    await log.remove(removed.nominationId);

    const gone = {
      first_name: 'removed',
      last_name: 'removed',
      school: 'removed',
      city: 'removed',
      game_location: 'removed',
      performance: 'removed',
      video: 'removed',
      submitted_by_name: 'removed',
      submitted_by_email: 'removed',
      submitted_by_phone: null,
      guardian_email: null,
    };
    // Erased through Family: still approved for staff's history, public nowhere.
    expect(await nomination(erased.nominationId)).toMatchObject({
      ...gone,
      status: 'approved',
      is_public: false,
      erased: true,
      admin_notes: [expect.objectContaining({ note: 'removed', by: 'staff-1' })],
    });
    expect(await nomination(removed.nominationId)).toMatchObject({
      ...gone,
      status: 'removed',
      is_public: false,
      community_votes: 1,
    });
    expect(await nomination(kept.nominationId)).toMatchObject({ first_name: 'Kept' });
    const texts = await server.ctx
      .knex('youscout_comments')
      .whereIn('nomination_id', [erased.nominationId, removed.nominationId])
      .pluck('text');
    expect(texts).toEqual(['removed', 'removed']);

    // The rebuild takes the batch path over the whole log (the votes and the void above
    // included), where the live tables took one event at a time.
    const before = await dump();
    expect(JSON.stringify(before)).not.toMatch(/Odalys|Quillfeather|Fontenot|Beau/);
    await rebuild();
    expect(await dump()).toEqual(before);
  });
});
