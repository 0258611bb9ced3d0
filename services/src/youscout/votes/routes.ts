import { Router } from 'express';
import type { Knex } from 'knex';
import {
  type AppContext,
  awaitProjection,
  clientKey,
  formerClientKeys,
  requestMetadata,
} from '../../core/context';
import { refuseUnconfirmedVoter, requireAdmin } from '../../core/http/auth';
import { route } from '../../core/http/route';
import { parseInput } from '../../core/http/validate';
import { turnLoader } from '../../core/turn-loader';
import { voidNominationVotes } from '../nominations/commands';
import { nominationId, settledIn, user } from '../routing';
import { voidVotesSchema } from '../schemas';
import type { NominationVoteResult, YouScoutMessage } from '../write-schemas';
import { nominationVotesHandler } from './commands';
import { voteOperations as op } from './openapi';

/** What an anonymous voter can read after voting: the nominations, whose counts it raises. */
const NOMINATION_TABLES = ['youscout_nominations'];

/**
 * A nomination's counted votes from the read model (the read side's table); null while it cannot
 * be read (no such table yet, or the nomination not projected). Votes of one turn share a query.
 */
function communityVotesLoader(knex: Knex) {
  return turnLoader<string, number | null>(async (ids) => {
    try {
      const rows = await knex('youscout_nominations')
        .whereIn('id', [...new Set(ids)])
        .select<{ id: string; community_votes: number }[]>('id', 'community_votes');
      const counts = new Map(rows.map((row) => [row.id, Number(row.community_votes)]));
      return ids.map((id) => counts.get(id) ?? null);
    } catch {
      return ids.map(() => null);
    }
  });
}

/** Votes: a vote for a nomination; staff void a burst of them. */
export function voteRoutes(ctx: AppContext): Router {
  const router = Router();
  const vote = nominationVotesHandler(ctx);
  const communityVotes = communityVotesLoader(ctx.knex);
  const settled = settledIn(ctx);

  route(router, op.vote, async (req, res) => {
    const id = nominationId(req);
    refuseUnconfirmedVoter(req.user);
    // Signed in: one vote per account. Signed out: one per client address (keyed hash, never
    // the IP), under the current visitor key or any older one.
    const voter = req.user
      ? { key: req.user.id, userId: req.user.id, accountCreatedAt: req.user.createdAt }
      : {
          key: clientKey(ctx, req),
          userId: null,
          accountCreatedAt: null,
          formerKeys: formerClientKeys(ctx, req),
        };
    const appended = await vote(id, voter, requestMetadata(ctx, req, req.user?.id ?? null));
    await awaitProjection(
      ctx,
      res,
      appended,
      ['NominationVoteCast'],
      req.user ? undefined : NOMINATION_TABLES,
    );
    res.status(201).json({
      message: 'Vote recorded',
      nominationId: id,
      communityVotes: await communityVotes.load(id),
    } satisfies NominationVoteResult);
  });

  // ── Staff ────────────────────────────────────────────────────────────────
  router.use('/admin/you-scout', requireAdmin);

  route(router, op.voidVotes, async (req, res) => {
    const id = nominationId(req);
    const window = parseInput(voidVotesSchema, req.body);
    const staff = user(req).id;
    const { appended, voided } = await voidNominationVotes(
      ctx,
      id,
      staff,
      window,
      requestMetadata(ctx, req, staff),
    );
    await settled(res, appended);
    res.json({
      message: `${voided} vote${voided === 1 ? '' : 's'} voided`,
    } satisfies YouScoutMessage);
  });

  return router;
}
