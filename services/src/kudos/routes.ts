import { Router } from 'express';
import { type AppContext, awaitProjection, requestMetadata } from '../core/context';
import { requireAdmin, requireSignedIn } from '../core/http/auth';
import { fetchPage, parseListQuery, sendList } from '../core/http/simple-rest';
import { parseInput } from '../core/http/validate';
import { giveKudos } from './commands';
import { giveKudosSchema, type KudosAnswer } from './schemas';

type KudosRow = { id: string; text: string; given_at: Date };
const answerOf = (row: KudosRow): KudosAnswer => ({
  id: row.id,
  text: row.text,
  givenAt: row.given_at.toISOString(),
});

export function kudosRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/kudos', async (_req, res) => {
    const rows = await ctx.knex<KudosRow>('kudos').orderBy('given_at', 'desc').limit(20);
    res.json(rows.map(answerOf));
  });

  router.post('/kudos', requireSignedIn, async (req, res) => {
    const { text } = parseInput(giveKudosSchema, req.body);
    const userId = req.user?.id ?? null;
    const metadata = requestMetadata(ctx, req, userId);
    const given = await giveKudos(ctx, userId ?? '', text, metadata);
    if (given.appended) await awaitProjection(ctx, res, given.appended, given.appended.types);
    res
      .status(201)
      .json({ id: given.kudosId, text, givenAt: metadata.occurredAt } satisfies KudosAnswer);
  });

  router.get('/admin/kudos', requireAdmin, async (req, res) => {
    const list = parseListQuery(req.query, {
      sortable: ['id', 'givenAt'],
      defaultSort: ['givenAt', 'desc'],
    });
    const page = await fetchPage<KudosRow>(ctx.knex('kudos'), list, (field) =>
      field === 'givenAt' ? 'given_at' : field,
    );
    sendList(res, 'kudos', list, { ...page, rows: page.rows.map(answerOf) });
  });

  return router;
}
