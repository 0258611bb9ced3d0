import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../../../src/core/event-store/event-store';
import { untilApplied } from '../../../src/testing/agents';
import {
  castNominationVote,
  createBadge,
  moderateComment,
  nominationVoteFactsLoader,
  postComment,
  reviewNomination,
  submitNomination,
} from '../../../src/youscout';
import { nominateSchema } from '../../../src/youscout/schemas';
import type { Fixtures } from './fixtures';

// Fixtures of YouScout's write side (helper ys-write): each use makes records of its own, through
// the command handlers (no HTTP round trip or projection wait: the matrix makes about a hundred).

/** A nomination of a 15-year-old (no consent needed), valid as the form sends it. */
export const nominationBody = () => ({
  firstName: 'Matrix',
  lastName: 'Athlete',
  age: 15,
  sport: 'baseball',
  position: 'SS',
  state: 'LA',
  performance: 'Three hits and a diving catch in the ninth inning to save the game.',
  submittedByName: 'Security Suite',
  submittedByEmail: 'suite@example.com',
});

const metadata = (actorId: string | null): EventMetadata => ({
  actorId,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

/** The admin's id: its nominations are the admin's (a member withdrawing one is refused). */
async function adminId(fx: Fixtures): Promise<string> {
  const row = await fx.server.ctx.knex('users').where({ role: 'admin' }).first('id');
  return row.id as string;
}

/** A pending nomination the admin made. */
export async function newNomination(fx: Fixtures): Promise<string> {
  const id = await adminId(fx);
  const input = nominateSchema.parse(nominationBody());
  const made = await submitNomination(
    fx.server.ctx,
    { id, role: 'admin', email: null },
    input,
    metadata(id),
  );
  return made.nominationId;
}

/** A public (approved) nomination. */
export async function newApprovedNomination(fx: Fixtures): Promise<string> {
  const nominationId = await newNomination(fx);
  const id = await adminId(fx);
  await reviewNomination(fx.server.ctx, nominationId, id, 'approve', null, metadata(id));
  return nominationId;
}

/** A shown comment by a member none of the identities is (so anyone may report it). */
export async function newComment(fx: Fixtures): Promise<string> {
  const nominationId = await newApprovedNomination(fx);
  const author = { id: fx.targetUserId, username: 'matrix_author' };
  const posted = await postComment(
    fx.server.ctx,
    nominationId,
    author,
    'Great game!',
    metadata(author.id),
  );
  return posted.commentId;
}

export async function newHiddenComment(fx: Fixtures): Promise<string> {
  const commentId = await newComment(fx);
  const id = await adminId(fx);
  await moderateComment(fx.server.ctx, commentId, 'hide', id, 'Off topic', metadata(id));
  return commentId;
}

/** An approved nomination with one vote cast just now (a void has something to void). */
export async function newVotedNomination(fx: Fixtures): Promise<string> {
  const nominationId = await newApprovedNomination(fx);
  const voterKey = randomUUID();
  const facts = await nominationVoteFactsLoader(fx.server.ctx.store).load({
    nominationId,
    voterKey,
  });
  const cast = await castNominationVote(
    fx.server.ctx,
    nominationId,
    { key: voterKey, userId: null, accountCreatedAt: null },
    metadata(null),
    facts,
  );
  // A void reads the votes' table, and refuses (503) while its projector is 2 s behind.
  await untilApplied(fx.server.ctx, cast.position, ['NominationVoteCast'], ['youscout_votes']);
  return nominationId;
}

/** A badge given by hand, named uniquely. */
export const badgeBody = () => ({
  name: `Matrix badge ${randomUUID().slice(0, 8)}`,
  description: 'Given by the security suite',
  icon: 'star',
  requirements: 'None',
});

export async function newBadge(fx: Fixtures): Promise<string> {
  const id = await adminId(fx);
  const made = await createBadge(fx.server.ctx, id, { ...badgeBody(), rule: null }, metadata(id));
  return made.badge.id;
}
