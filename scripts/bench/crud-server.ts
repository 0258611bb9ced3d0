import express from 'express';
import pg from 'pg';

/**
 * The baseline for the vote benchmark: what a plain CRUD site would do for a vote, on the same
 * PostgreSQL. One transaction inserts the vote row (a unique key refuses a second vote) and
 * increments the prospect's count; the answer carries the new count.
 *   DATABASE_URL=... PORT=... tsx scripts/bench/crud-server.ts
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`
  create table if not exists crud_prospects (id uuid primary key, community_votes int not null default 0);
  create table if not exists crud_votes (
    prospect_id uuid not null references crud_prospects (id),
    voter_key text not null,
    cast_at timestamptz not null default now(),
    primary key (prospect_id, voter_key)
  );`);

const app = express();
app.set('trust proxy', true);
app.post('/api/prospects/:id/vote', async (req, res) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const inserted = await client.query(
      'insert into crud_votes (prospect_id, voter_key) values ($1, $2) on conflict do nothing',
      [req.params.id, req.ip],
    );
    if (inserted.rowCount === 0) {
      await client.query('rollback');
      res.status(409).json({ message: 'Already voted' });
      return;
    }
    const updated = await client.query<{ community_votes: number }>(
      'update crud_prospects set community_votes = community_votes + 1 where id = $1 returning community_votes',
      [req.params.id],
    );
    await client.query('commit');
    res
      .status(201)
      .json({ message: 'Vote recorded', communityVotes: updated.rows[0]?.community_votes });
  } catch (error) {
    await client.query('rollback').catch(() => {});
    res.status(500).json({ message: String(error) });
  } finally {
    client.release();
  }
});
app.post('/setup', express.json(), async (req, res) => {
  const ids = (req.body as { ids: string[] }).ids;
  await pool.query(
    'insert into crud_prospects (id) select unnest($1::uuid[]) on conflict do nothing',
    [ids],
  );
  res.status(204).end();
});
app.get('/api/health', (_req, res) => {
  res.json({ ok: true });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
