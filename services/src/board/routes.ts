import { Router } from 'express';
import { z } from 'zod';
import { type AppContext, awaitProjection, clientKey, requestMetadata } from '../core/context';
import { spend } from '../core/http/rate-limits';
import { parseInput } from '../core/http/validate';
import { liveBoard } from './board-view';
import { castVote } from './commands';
import { replayBoard } from './replay';
import { prospectIdSchema } from './schemas';

const boardQuery = z.object({
  asOf: z
    .string()
    .refine((text) => !Number.isNaN(Date.parse(text)), {
      message: 'asOf must be an ISO 8601 time, for example 2026-11-01T12:00:00Z',
    })
    .transform((text) => new Date(text))
    .optional(),
});

const idParams = z.object({ id: prospectIdSchema });
export const parseProspectId = (params: unknown): string => parseInput(idParams, params).id;

/** The public board: read it (now or as it stood at a past instant) and vote. */
export function boardRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/prospects', async (req, res) => {
    const { asOf } = parseInput(boardQuery, req.query);
    if (asOf)
      await spend(
        ctx.limits.boardReplaysByClient,
        clientKey(ctx, req),
        'Too many past boards asked for from this address; try again in a minute',
      );
    const data = asOf ? await replayBoard(ctx.store, asOf) : await liveBoard(ctx.knex, new Date());
    // Express answers a weak ETag of the body and 304 to a matching If-None-Match.
    res.set('Cache-Control', 'no-cache');
    res.json({ data });
  });

  router.post('/prospects/:id/vote', async (req, res) => {
    const prospectId = parseProspectId(req.params);
    const client = clientKey(ctx, req);
    await spend(
      ctx.limits.votesByClient,
      client,
      'Too many votes from this address; try again later',
    );
    // Signed in: one vote per account. Signed out: one per client address (keyed hash, never the IP).
    const voter = req.user
      ? { key: req.user.id, userId: req.user.id }
      : { key: client, userId: null };
    const appended = await castVote(
      ctx,
      prospectId,
      voter,
      requestMetadata(ctx, req, req.user?.id ?? null),
    );
    await awaitProjection(ctx, res, appended, ['VoteCast']);
    const row = await ctx
      .knex('baseball_prospects')
      .where({ id: prospectId })
      .first<{ community_votes: number } | undefined>('community_votes');
    res.status(201).json({
      message: 'Vote recorded',
      prospectId,
      communityVotes: row?.community_votes ?? 0,
    });
  });

  return router;
}
