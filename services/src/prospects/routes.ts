import { Router } from 'express';
import {
  type AppContext,
  awaitProjection,
  clientKey,
  formerClientKeys,
  requestMetadata,
} from '../core/context';
import { refuseUnconfirmedVoter } from '../core/http/auth';
import { preferredEncoding } from '../core/http/encoding';
import { spend } from '../core/http/rate-limits';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { BoardCache } from './board-cache';
import { communityVotesLoader } from './board-view';
import { boardQueryAt, parseProspectId } from './inputs';
import { boardOperations as op } from './openapi';
import { replayBoard } from './replay';
import type { PastBoard, VoteResult } from './schemas';
import { votesHandler } from './votes';

/** The public board: read it (now or as it stood at a past instant) and vote. */
export function boardRoutes(ctx: AppContext): Router {
  const router = Router();
  const board = new BoardCache(ctx.knex, ctx.transport.feed);
  const boardQuery = boardQueryAt(ctx.clock);
  const vote = votesHandler(ctx);
  const communityVotes = communityVotesLoader(ctx.knex);

  route(router, op.board, async (req, res) => {
    const { asOf, by } = parseInput(boardQuery, req.query);
    if (asOf)
      await spend(
        ctx.limits.boardReplaysByClient,
        clientKey(ctx, req),
        'Too many past boards asked for from this address; try again in a minute',
      );
    res.set('Cache-Control', 'no-cache');
    if (asOf) {
      // Express answers a weak ETag of the body and 304 to a matching If-None-Match.
      const { board: data, unreadable } = await replayBoard(ctx.store, ctx.knex, asOf, by);
      res.json({ asOf: asOf.toISOString(), by, data, unreadable } satisfies PastBoard);
      return;
    }
    const live = await board.get(ctx.clock.now());
    res.set({ ETag: live.etag, Vary: 'Accept-Encoding' });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = preferredEncoding(req);
    if (encoding) res.set('Content-Encoding', encoding);
    res.type('application/json').send(encoding ? live[encoding] : live.json);
  });

  route(router, op.vote, async (req, res) => {
    const prospectId = parseProspectId(req.params);
    refuseUnconfirmedVoter(req.user);
    // Signed in: one vote per account. Signed out: one per client address (keyed hash, never
    // the IP), under the current visitor key or any older one.
    const voter = req.user
      ? { key: req.user.id, userId: req.user.id }
      : { key: clientKey(ctx, req), userId: null, formerKeys: formerClientKeys(ctx, req) };
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const appended = await vote(prospectId, voter, metadata);
    // The board's tables are all a vote changes (a signed-in voter's history reads it there too).
    await awaitProjection(ctx, res, appended, ['VoteCast']);
    res.status(201).json({
      message: 'Vote recorded',
      prospectId,
      communityVotes: await communityVotes.load(prospectId),
    } satisfies VoteResult);
  });

  return router;
}
