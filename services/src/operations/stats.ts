import type { AppContext } from '../core/context';
import type { ProjectionRecord } from './routes';

const DAY_MS = 86_400_000;
const VOTE_DAYS = 14;

export type DashboardStats = {
  last7Days: {
    contactSubmissions: number;
    newsletterSubscriptions: number;
    evaluationRequests: number;
    votes: number;
    registrations: number;
  };
  votesPerDay: { day: string; votes: number }[];
  youScout: YouScoutCounts;
  projections: {
    total: number;
    running: number;
    failed: number;
    rebuilding: number;
    interrupted: number;
    maxLag: number;
  };
};

/** YouScout's figures: what waits for staff now, and the week's counted votes. */
export type YouScoutCounts = {
  /** Nominations waiting for review (pending). */
  pendingReview: number;
  /** Approved or featured nominations. */
  approved: number;
  /** Nominations the public sees now (approved or featured, and consent where needed). */
  public: number;
  /** Comments the filter held for a moderator. */
  heldComments: number;
  /** Comments reported at least once and not hidden. */
  reportedComments: number;
  /** Votes cast in the last 7 days and not voided. */
  votesLast7Days: number;
};

async function youScoutCounts(ctx: AppContext, weekAgo: Date): Promise<YouScoutCounts> {
  const [nominations, comments, votes] = (await Promise.all([
    ctx
      .knex('youscout_nominations')
      .select(
        ctx.knex.raw(`count(*) filter (where status = 'pending') as pending`),
        ctx.knex.raw(`count(*) filter (where status in ('approved', 'featured')) as approved`),
        ctx.knex.raw('count(*) filter (where is_public) as public'),
      ),
    ctx
      .knex('youscout_comments')
      .select(
        ctx.knex.raw(`count(*) filter (where status = 'held') as held`),
        ctx.knex.raw(`count(*) filter (where reports > 0 and status <> 'hidden') as reported`),
      ),
    ctx
      .knex('youscout_votes')
      .where('cast_at', '>=', weekAgo)
      .where('voided', false)
      .count({ n: '*' }),
  ])) as [
    { pending: unknown; approved: unknown; public: unknown }[],
    { held: unknown; reported: unknown }[],
    { n: unknown }[],
  ];
  return {
    pendingReview: Number(nominations[0]?.pending ?? 0),
    approved: Number(nominations[0]?.approved ?? 0),
    public: Number(nominations[0]?.public ?? 0),
    heldComments: Number(comments[0]?.held ?? 0),
    reportedComments: Number(comments[0]?.reported ?? 0),
    votesLast7Days: Number(votes[0]?.n ?? 0),
  };
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The back office dashboard's figures, read from the projections (days are UTC days). */
export async function dashboardStats(
  ctx: AppContext,
  projections: readonly ProjectionRecord[],
): Promise<DashboardStats> {
  const now = ctx.clock.now().getTime();
  const weekAgo = new Date(now - 7 * DAY_MS);
  const count = async (table: string, column: string) => {
    const [row] = await ctx.knex(table).where(column, '>=', weekAgo).count({ n: '*' });
    return Number((row as { n: unknown } | undefined)?.n ?? 0);
  };
  const firstDay = isoDay(now - (VOTE_DAYS - 1) * DAY_MS);
  const [contactSubmissions, newsletterSubscriptions, evaluationRequests, votes, registrations] =
    await Promise.all([
      count('contact_submissions', 'created_at'),
      count('newsletter_subscriptions', 'created_at'),
      count('evaluation_requests', 'created_at'),
      count('prospect_votes', 'voted_at'),
      count('users', 'created_at'),
    ]);
  const perDay = (await ctx
    .knex('prospect_votes')
    .where('voted_at', '>=', new Date(`${firstDay}T00:00:00Z`))
    .select(ctx.knex.raw(`to_char(voted_at at time zone 'UTC', 'YYYY-MM-DD') as day`))
    .count({ votes: '*' })
    .groupBy('day')) as { day: string; votes: unknown }[];
  const byDay = new Map(perDay.map((row) => [row.day, Number(row.votes)]));
  const youScout = await youScoutCounts(ctx, weekAgo);
  return {
    last7Days: {
      contactSubmissions,
      newsletterSubscriptions,
      evaluationRequests,
      votes,
      registrations,
    },
    votesPerDay: Array.from({ length: VOTE_DAYS }, (_, i) => {
      const day = isoDay(now - (VOTE_DAYS - 1 - i) * DAY_MS);
      return { day, votes: byDay.get(day) ?? 0 };
    }),
    youScout,
    projections: {
      total: projections.length,
      running: projections.filter((p) => p.state === 'running').length,
      failed: projections.filter((p) => p.state === 'failed').length,
      rebuilding: projections.filter((p) => p.state === 'rebuilding').length,
      interrupted: projections.filter((p) => p.state === 'interrupted').length,
      maxLag: Math.max(0, ...projections.map((p) => p.lag ?? 0)),
    },
  };
}
