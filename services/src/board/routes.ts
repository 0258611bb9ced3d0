import { Router } from 'express';
import { z } from 'zod';
import { type AppContext, awaitProjection, clientKey, requestMetadata } from '../core/context';
import { preferredEncoding } from '../core/http/encoding';
import { refund, spend } from '../core/http/rate-limits';
import { parseInput } from '../core/http/validate';
import { turnLoader } from '../core/turn-loader';
import { BoardCache } from './board-cache';
import { castVote, voteFactsLoader } from './commands';
import { AlreadyVoted } from './errors';
import { HeardCounts } from './heard-counts';
import { replayBoard } from './replay';
import { prospectIdSchema } from './schemas';

export const boardQuery = z.object({
  asOf: z
    .string()
    .refine((text) => !Number.isNaN(Date.parse(text)), {
      message: 'asOf must be an ISO 8601 time, for example 2026-11-01T12:00:00Z',
    })
    .transform((text) => new Date(text))
    .optional(),
});

/** What an anonymous voter can read after voting: the board, whose counts the vote raises. */
const BOARD_TABLES = ['baseball_prospects'];

export const idParams = z.object({ id: prospectIdSchema });
export const parseProspectId = (params: unknown): string => parseInput(idParams, params).id;

/** The public board: read it (now or as it stood at a past instant) and vote. */
export function boardRoutes(ctx: AppContext): Router {
  const router = Router();
  const board = new BoardCache(ctx.knex, ctx.transport.feed);
  // Votes that arrive, or come back from the projection, in one turn of the event loop share
  // one read of their facts and one read of their new counts (when the projection's advance
  // did not bring them).
  const voteFacts = voteFactsLoader(ctx.store);
  const heard = new HeardCounts(ctx.transport.feed);
  const communityVotes = turnLoader<string, number>(async (ids) => {
    const rows = await ctx
      .knex('baseball_prospects')
      .whereIn('id', [...new Set(ids)])
      .select<{ id: string; community_votes: number }[]>('id', 'community_votes');
    const counts = new Map(rows.map((row) => [row.id, row.community_votes]));
    return ids.map((id) => counts.get(id) ?? 0);
  });

  router.get('/prospects', async (req, res) => {
    const { asOf } = parseInput(boardQuery, req.query);
    if (asOf)
      await spend(
        ctx.limits.boardReplaysByClient,
        clientKey(ctx, req),
        'Too many past boards asked for from this address; try again in a minute',
      );
    res.set('Cache-Control', 'no-cache');
    if (asOf) {
      // Express answers a weak ETag of the body and 304 to a matching If-None-Match.
      res.json({ data: await replayBoard(ctx.store, asOf) });
      return;
    }
    const live = await board.get();
    res.set({ ETag: live.etag, Vary: 'Accept-Encoding' });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = preferredEncoding(req);
    if (encoding) res.set('Content-Encoding', encoding);
    res.type('application/json').send(encoding ? live[encoding] : live.json);
  });

  // One voter's votes for one prospect are taken one at a time in this process, so a burst of
  // repeats learns "already voted" from the first instead of racing it to the rate limit.
  const votesUnderWay = new Map<string, Promise<unknown>>();
  const oneAtATime = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const result = (votesUnderWay.get(key) ?? Promise.resolve()).then(work, work);
    const settled = result.catch(() => {});
    votesUnderWay.set(key, settled);
    void settled.then(() => {
      if (votesUnderWay.get(key) === settled) votesUnderWay.delete(key);
    });
    return result;
  };

  router.post('/prospects/:id/vote', async (req, res) => {
    const prospectId = parseProspectId(req.params);
    // Signed in: one vote per account. Signed out: one per client address (keyed hash, never the IP).
    const voter = req.user
      ? { key: req.user.id, userId: req.user.id }
      : { key: clientKey(ctx, req), userId: null };
    const appended = await oneAtATime(`${prospectId} ${voter.key}`, async () => {
      // The facts and the voter's allowance are looked up at once. A repeat is answered
      // truthfully, and costs none of the allowance (its point is given back): the limit is on
      // votes for many prospects, and a repeat appends nothing (the store refuses it anyway).
      const [facts, spent] = await Promise.allSettled([
        voteFacts.load({ prospectId, voterKey: voter.key }),
        spend(
          ctx.limits.votesByClient,
          voter.key,
          `Too many votes from this ${req.user ? 'account' : 'address'}; try again later`,
        ),
      ]);
      if (facts.status === 'rejected' || facts.value.voted) {
        // Refused or not, the attempt counted against the allowance: give it back.
        await refund(ctx.limits.votesByClient, voter.key).catch(() => {});
        throw facts.status === 'rejected' ? facts.reason : new AlreadyVoted();
      }
      if (spent.status === 'rejected') throw spent.reason;
      const { prospect } = facts.value;
      const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
      return castVote(ctx, prospectId, voter, metadata, prospect);
    });
    // A signed-in voter's activity lists the vote too; an anonymous voter has only the board to read.
    await awaitProjection(ctx, res, appended, ['VoteCast'], req.user ? undefined : BOARD_TABLES);
    res.status(201).json({
      message: 'Vote recorded',
      prospectId,
      communityVotes:
        heard.at(prospectId, appended.position) ?? (await communityVotes.load(prospectId)),
    });
  });

  return router;
}
