import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { createKnex } from '../../services/src/core/database';
import { PAGES } from '../../web-public/src/app/route-table';
import { buildServer, SERVER_DIST, SERVER_ENV, SERVER_NODE_FLAGS } from '../build-server';
import { initialJsBytes } from '../bundle-size';
import { formatTable, run } from '../cli';
import { freePort } from '../free-port';
import { appendRun } from './history';
import {
  ADMIN,
  backendPids,
  cpuMeter,
  type Launched,
  type LoadResult,
  launch,
  load,
  percentile,
  rssSampler,
  runChild,
  scratchDatabase,
  sleep,
  TSX,
  treeRss,
  waitForHealth,
} from './lib';
import type { ShopResult } from './shop';

/**
 * `npm run bench [-- --only votes,youscout,lag,rebuild,board,appends,start,frontend,search,shop] [--quick] [--note TEXT]`
 * Every measurement of issue 8 beside its baseline, in one run on this machine: the site under
 * test runs as its own process(es) on a scratch database (`bench_<random>`, dropped afterwards)
 * and a unique Redis prefix; load comes from autocannon in another process. Prints a table and
 * appends the run to bench/results.json, the committed history of runs (`--note` says what the
 * run was, e.g. the machine's state). Figures, not assertions: nothing fails on a slow machine.
 */
const ALL = [
  'votes',
  'youscout',
  'lag',
  'rebuild',
  'board',
  'appends',
  'start',
  'frontend',
  'search',
  'shop',
] as const;
type Name = (typeof ALL)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    events: { type: 'string' },
    'rebuild-budget': { type: 'string' },
    note: { type: 'string' },
  },
});
const only = new Set((values.only?.split(',') ?? ALL).map((s) => s.trim()));
for (const name of only) {
  if (!(ALL as readonly string[]).includes(name)) throw new Error(`unknown measurement ${name}`);
}
const wanted = (name: Name) => only.has(name);
const quick = values.quick;
const SECONDS = quick ? 5 : 15;
/**
 * Load before each vote measurement, the same for the site and the CRUD baseline. The site's
 * two Node processes settle after about 10 s of votes (JIT tiers, heap sizes: in 5 s rounds
 * after a 3 s warm-up, 1,090 → 1,220 → 1,310 → 1,290 → 1,350 votes/s, CPU per vote 20 % lower
 * from the third round), so a shorter warm-up measures the warming.
 */
const WARM_UP_SECONDS = quick ? 3 : 10;
const REBUILD_EVENTS = Number(values.events ?? (quick ? 100_000 : 1_000_000));
/** A rebuild slower than this is stopped and its full time extrapolated (the run stays bounded). */
const REBUILD_BUDGET_S = Number(values['rebuild-budget'] ?? (quick ? 60 : 180));
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Row = {
  measurement: string;
  ours: string;
  baseline: string;
  ratio: string;
  target: string;
  met: string;
};
const rows: Row[] = [];
const raw: Record<string, unknown> = {};
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');
const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
const mb = (bytes: number) => bytes / 1024 / 1024;

/** Environment of a site process: everything from here except the backing-service URLs. */
function siteEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, REDIS_URL: __, EVENTSTORE_URL: ___, ...rest } = process.env;
  return {
    ...rest,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...extra,
  };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in as the bench admin; the session's cookie. */
async function adminCookie(url: string): Promise<string> {
  // The admin account is made at start-up; with Redis its read model is the worker's to write.
  let login: Response | undefined;
  for (let attempt = 0; attempt < 100 && !login?.ok; attempt++) {
    if (attempt > 0) await sleep(300);
    login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
  }
  if (!login?.ok) throw new Error(`bench admin sign-in: ${login?.status}`);
  return login.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** Signs in as the bench admin and adds `count` prospects to the board; their ids. */
async function addProspects(url: string, count: number): Promise<string[]> {
  const cookie = await adminCookie(url);
  const ids: string[] = [];
  for (let rank = 1; rank <= count; rank++) {
    const added = await json<{ id: string }>(
      await fetch(`${url}/api/admin/prospects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: `Prospect ${rank}`,
          positionPrimary: 'SS',
          school: 'Jesuit High School',
          gradYear: 2028,
          nolaRank: rank,
        }),
      }),
    );
    ids.push(added.id);
  }
  return ids;
}

/**
 * Makes `count` public YouScout nominations through the API as the bench admin: each nominated
 * (13 or older, so no guardian's consent is asked) and approved. Their ids.
 */
async function addPublicNominations(url: string, count: number): Promise<string[]> {
  const cookie = await adminCookie(url);
  const headers = { 'content-type': 'application/json', cookie };
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    const created = await json<{ id: string }>(
      await fetch(`${url}/api/you-scout/nominations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: `Athlete ${n}`,
          age: 13 + (n % 6),
          sport: n % 3 === 0 ? 'softball' : 'baseball',
          position: 'SS',
          state: 'LA',
          performance: 'Three hits and a diving catch in the ninth inning, for the bench.',
          submittedByName: 'Bench Admin',
          submittedByEmail: 'bench@example.com',
        }),
      }),
    );
    await json(
      await fetch(`${url}/api/admin/you-scout/nominations/${created.id}/approve`, {
        method: 'POST',
        headers,
      }),
    );
    ids.push(created.id);
  }
  return ids;
}

type Board = { data: { id: string; communityVotes: number }[] };

/**
 * Votes (1), projection lag (2) and board reads (4): the site (API process + projection worker,
 * PostgreSQL + Redis) against a CRUD vote endpoint and a static file, on one scratch database.
 */
async function siteMeasurements(): Promise<void> {
  const db = await scratchDatabase(DATABASE_URL);
  const staticDir = await mkdtemp(path.join(tmpdir(), 'nola-bench-web-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nola-bench-data-'));
  const launched: Launched[] = [];
  const knex = createKnex(db.url, 2);
  const redisPrefix = `bench_${randomBytes(4).toString('hex')}`;
  try {
    // The public site's build, served from a copy that also holds the static board baseline.
    await cp('web-public/dist', staticDir, { recursive: true });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = siteEnv({
      ...SERVER_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      TRUST_PROXY: 'true',
      DATABASE_URL: db.url,
      REDIS_URL,
      BENCH_REDIS_PREFIX: redisPrefix,
      WEB_PUBLIC_DIST: staticDir,
    });
    // BENCH_CPU_PROFILE_DIR: each site process writes a V8 CPU profile there when it stops.
    const dir = process.env.BENCH_CPU_PROFILE_DIR;
    const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
    // Compiled, as `npm start` and `npm run worker` run the site (their flags and environment).
    const site = [...profile, ...SERVER_NODE_FLAGS, path.join(SERVER_DIST, 'bench-site.js')];
    const api = launch(process.execPath, [...site, 'api'], env);
    const worker = launch(process.execPath, [...site, 'worker'], env);
    launched.push(api, worker);
    await waitForHealth(url);
    // The board's prospects, when a measurement of the board runs; otherwise ids for the CRUD
    // baseline's rows alone (`--only youscout`).
    const ids = ['votes', 'lag', 'board', 'start'].some((name) => wanted(name as Name))
      ? await addProspects(url, 100)
      : Array.from({ length: 100 }, () => randomUUID());
    const paths = ids.map((id) => `/api/prospects/${id}/vote`);
    let voters = 0;
    const voteLoad = (target: string, seconds: number, rate?: number, on = paths) => {
      const spec = {
        url: target,
        method: 'POST' as const,
        paths: on,
        durationS: seconds,
        // At a set rate, autocannon gives each connection rate/connections requests a second and
        // sends the next only after the last answer: an answer slower than that interval loses a
        // request for good. 128 connections give each 128 ms at 1,000/s, above the slowest
        // answers, so the load offers the rate asked for (64 offered 922-930 of 1,000).
        connections: rate ? 128 : 32,
        ...(rate ? { rate } : {}),
        distinctVoters: { offset: voters },
      };
      // Enough addresses for any rate this machine reaches; never reused within a run.
      voters += 200_000;
      return load(spec);
    };

    /** The CRUD vote endpoint under the same load (measured once, for every vote it is compared to). */
    let crudMeasured: Promise<{ baseline: LoadResult; baselineCpu: Record<string, number> }>;
    const crudBaseline = () => {
      crudMeasured ??= (async () => {
        const crudPort = await freePort();
        const crudUrl = `http://127.0.0.1:${crudPort}`;
        const crud = launch(TSX, ['scripts/bench/crud-server.ts'], {
          ...process.env,
          DATABASE_URL: db.url,
          PORT: String(crudPort),
        });
        launched.push(crud);
        await waitForHealth(crudUrl);
        await fetch(`${crudUrl}/setup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ids }),
        });
        await voteLoad(crudUrl, WARM_UP_SECONDS);
        const crudCpu = cpuMeter(async () => ({
          crud: [crud.child.pid as number],
          postgres: await backendPids(db.url),
        }));
        await crudCpu.start();
        const baseline = await voteLoad(crudUrl, SECONDS);
        const baselineCpu = crudCpu.stop();
        await crud.stop();
        return { baseline, baselineCpu };
      })();
      return crudMeasured;
    };
    // CPU per vote: what the machine spends on one vote, which a busy machine moves far less
    // than the votes per second (the API and worker against the CRUD server; PostgreSQL both).
    const perVote = (cpu: Record<string, number>, votes: number) =>
      Object.fromEntries(
        Object.entries(cpu).map(([name, s]) => [name, Number(((s * 1000) / votes).toFixed(3))]),
      );
    const total = (cpu: Record<string, number>) => Object.values(cpu).reduce((a, b) => a + b, 0);
    const ms = (seconds: number) => fmt(seconds * 1000, 2);

    if (wanted('votes') || wanted('start')) {
      // On the board when the call returns: the answer's count is the board's count at once.
      const before = await json<Board>(await fetch(`${url}/api/prospects`));
      const first = ids[0] as string;
      const answer = await json<{ communityVotes: number }>(
        await fetch(`${url}/api/prospects/${first}/vote`, {
          method: 'POST',
          headers: { 'x-forwarded-for': '192.0.2.1' },
        }),
      );
      const after = await json<Board>(await fetch(`${url}/api/prospects`));
      const votesOf = (board: Board) => board.data.find((p) => p.id === first)?.communityVotes;
      const onBoard =
        votesOf(after) === (votesOf(before) ?? 0) + 1 && answer.communityVotes === votesOf(after);

      const rssAtRest = treeRss(api.child.pid as number);
      await voteLoad(url, WARM_UP_SECONDS); // JIT, heap, connection pools
      const sampler = rssSampler(api.child.pid as number);
      const siteCpu = cpuMeter(async () => ({
        api: [api.child.pid as number],
        worker: [worker.child.pid as number],
        postgres: await backendPids(db.url),
      }));
      await siteCpu.start();
      const ours = await voteLoad(url, SECONDS);
      const oursCpu = siteCpu.stop();
      const rssUnderLoad = sampler.stop();

      const { baseline, baselineCpu } = await crudBaseline();

      const oursPerVote = perVote(oursCpu, ours.requests);
      const baselinePerVote = perVote(baselineCpu, baseline.requests);
      raw.votes = {
        ours,
        baseline,
        onBoardWhenCallReturns: onBoard,
        cpuMsPerVote: { ours: oursPerVote, baseline: baselinePerVote },
      };
      raw.siteMemory = { rssAtRestMb: mb(rssAtRest), rssUnderVoteLoadMb: mb(rssUnderLoad) };
      const tput = ours.rps / baseline.rps;
      rows.push(
        {
          measurement: '1. votes/s (distinct voters)',
          ours: fmt(ours.rps),
          baseline: `${fmt(baseline.rps)} (CRUD)`,
          ratio: ratio(ours.rps, baseline.rps),
          target: '>= 0.6x',
          met: yes(tput >= 0.6 && ours.errors + ours.non2xx === 0),
        },
        {
          measurement: '1. vote p50 / p99 ms',
          ours: `${fmt(ours.p50)} / ${fmt(ours.p99)}`,
          baseline: `${fmt(baseline.p50)} / ${fmt(baseline.p99)}`,
          ratio: ratio(ours.p99, baseline.p99),
          target: 'p99 < 50, on board',
          met: yes(ours.p99 < 50 && onBoard),
        },
        {
          measurement: '1. CPU ms per vote (API / worker / PostgreSQL)',
          ours: `${ms(total(oursCpu) / ours.requests)} (${[oursPerVote.api, oursPerVote.worker, oursPerVote.postgres].map((n) => fmt(n ?? Number.NaN, 2)).join(' / ')})`,
          baseline: `${ms(total(baselineCpu) / baseline.requests)} (CRUD ${fmt(baselinePerVote.crud ?? Number.NaN, 2)} / PG ${fmt(baselinePerVote.postgres ?? Number.NaN, 2)})`,
          ratio: ratio(total(oursCpu) / ours.requests, total(baselineCpu) / baseline.requests),
          target: '(report)',
          met: '-',
        },
      );
      if (ours.non2xx + ours.errors > 0) {
        console.warn(`votes: ${ours.non2xx} non-2xx answers, ${ours.errors} errors`);
      }
    }

    if (wanted('lag')) {
      const samples: { t: number; appended: number; projected: number }[] = [];
      // Only votes are appended from here on, so the votes appended are the events after this
      // position, counted along the primary key (the whole log by type would be a scan of it
      // every 10 ms, load of the sampler's own on the server it measures).
      const start = await knex.raw<{ rows: { position: string; projected: string }[] }>(
        `select (select coalesce(max(position), 0) from es_events) as position,
                (select coalesce(sum(community_votes), 0) from baseball_prospects) as projected`,
      );
      const { position: from, projected: projectedBefore } = start.rows[0] as {
        position: string;
        projected: string;
      };
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const t = performance.now();
          const r = await knex.raw<{ rows: { appended: string; projected: string }[] }>(
            `select (select count(*) from es_events where position > ?) + ?::bigint as appended,
                    (select coalesce(sum(community_votes), 0) from baseball_prospects) as projected`,
            [from, projectedBefore],
          );
          const row = r.rows[0] as { appended: string; projected: string };
          samples.push({ t, appended: Number(row.appended), projected: Number(row.projected) });
          await sleep(10);
        }
      })();
      const sustained = await voteLoad(url, SECONDS, 1000);
      await sleep(500);
      sampling = false;
      await sampler;
      const lags = appendToReadLags(samples);
      const p50 = percentile(lags, 50);
      const p99 = percentile(lags, 99);
      raw.lag = { load: sustained, samples: samples.length, votesMeasured: lags.length, p50, p99 };
      rows.push({
        measurement: `2. projection lag p50 / p99 ms @ ${fmt(sustained.rps)} votes/s`,
        ours: `${fmt(p50)} / ${fmt(p99)}`,
        baseline: '-',
        ratio: '-',
        target: 'p99 <= 100 @ 1000/s',
        met: yes(p99 <= 100 && sustained.rps >= 950),
      });
    }

    if (wanted('board')) {
      const body = await (await fetch(`${url}/api/prospects`)).text();
      if ((JSON.parse(body) as Board).data.length < 100) throw new Error('the board is short');
      await writeFile(path.join(staticDir, 'bench-board.json'), body);
      await writeFile(path.join(staticDir, 'bench-board.json.gz'), gzipSync(body));
      await writeFile(path.join(staticDir, 'bench-board.json.br'), brotliCompressSync(body));
      const check = await fetch(`${url}/bench-board.json`);
      if (!check.headers.get('content-type')?.includes('json')) {
        throw new Error('the static baseline is not served as a file');
      }
      const reads = (p: string) =>
        load({
          url,
          method: 'GET',
          paths: [p],
          durationS: SECONDS,
          connections: 32,
          headers: { 'accept-encoding': 'br, gzip' },
        });
      await reads('/api/prospects');
      const ours = await reads('/api/prospects');
      const baseline = await reads('/bench-board.json');
      raw.board = { ours, baseline, bodyBytes: body.length };
      rows.push({
        measurement: '4. board reads/s (100 prospects)',
        ours: fmt(ours.rps),
        baseline: `${fmt(baseline.rps)} (static)`,
        ratio: ratio(ours.rps, baseline.rps),
        target: '>= 0.8x',
        met: yes(ours.rps / baseline.rps >= 0.8),
      });
    }

    if (wanted('youscout')) {
      // YouScout's vote beside the board's (issue 23): distinct visitors voting on public
      // nominations, under the board vote's load, against the same CRUD vote.
      // The rows before this one leave PostgreSQL tens of thousands of votes to clean up, which
      // autovacuum would do during this row's load and count in its CPU. Cleaned first and not
      // timed, this row starts from a database as quiet as the CRUD baseline's.
      await knex.raw('vacuum analyze');
      const nominations = await addPublicNominations(url, 100);
      const scoutPaths = nominations.map((id) => `/api/you-scout/nominations/${id}/vote`);
      type Detail = { communityVotes: number };
      const first = nominations[0] as string;
      const detail = () =>
        fetch(`${url}/api/you-scout/nominations/${first}`).then((r) => json<Detail>(r));
      // Counted when the call returns: the answer's count is the nomination's count at once.
      const before = await detail();
      const answer = await json<{ communityVotes: number | null }>(
        await fetch(`${url}${scoutPaths[0]}`, {
          method: 'POST',
          headers: { 'x-forwarded-for': '192.0.2.2' },
        }),
      );
      const after = await detail();
      const counted =
        after.communityVotes === before.communityVotes + 1 &&
        answer.communityVotes === after.communityVotes;

      await voteLoad(url, WARM_UP_SECONDS, undefined, scoutPaths);
      const siteCpu = cpuMeter(async () => ({
        api: [api.child.pid as number],
        worker: [worker.child.pid as number],
        postgres: await backendPids(db.url),
      }));
      await siteCpu.start();
      const ours = await voteLoad(url, SECONDS, undefined, scoutPaths);
      const oursCpu = siteCpu.stop();
      const { baseline, baselineCpu } = await crudBaseline();
      const oursPerVote = perVote(oursCpu, ours.requests);
      const baselinePerVote = perVote(baselineCpu, baseline.requests);
      raw.youscout = {
        ours,
        baseline,
        countedWhenCallReturns: counted,
        cpuMsPerVote: { ours: oursPerVote, baseline: baselinePerVote },
      };
      rows.push(
        {
          measurement: '1y. YouScout votes/s (distinct voters)',
          ours: fmt(ours.rps),
          baseline: `${fmt(baseline.rps)} (CRUD)`,
          ratio: ratio(ours.rps, baseline.rps),
          target: '>= 0.6x',
          met: yes(ours.rps / baseline.rps >= 0.6 && ours.errors + ours.non2xx === 0),
        },
        {
          measurement: '1y. YouScout vote p50 / p99 ms',
          ours: `${fmt(ours.p50)} / ${fmt(ours.p99)}`,
          baseline: `${fmt(baseline.p50)} / ${fmt(baseline.p99)}`,
          ratio: ratio(ours.p99, baseline.p99),
          target: 'p99 < 50, counted',
          met: yes(ours.p99 < 50 && counted),
        },
        {
          measurement: '1y. YouScout CPU ms per vote (API / worker / PostgreSQL)',
          ours: `${ms(total(oursCpu) / ours.requests)} (${[oursPerVote.api, oursPerVote.worker, oursPerVote.postgres].map((n) => fmt(n ?? Number.NaN, 2)).join(' / ')})`,
          baseline: `${ms(total(baselineCpu) / baseline.requests)} (CRUD ${fmt(baselinePerVote.crud ?? Number.NaN, 2)} / PG ${fmt(baselinePerVote.postgres ?? Number.NaN, 2)})`,
          ratio: ratio(total(oursCpu) / ours.requests, total(baselineCpu) / baseline.requests),
          target: '(report)',
          met: '-',
        },
      );
      if (ours.non2xx + ours.errors > 0) {
        console.warn(`youscout votes: ${ours.non2xx} non-2xx answers, ${ours.errors} errors`);
      }
    }
  } finally {
    for (const p of launched.reverse()) await p.stop();
    await forgetRedisKeys(redisPrefix);
    await knex.destroy();
    await db.drop();
    await rm(staticDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Deletes the keys the site left under this run's prefix (queues, sessions, limits). */
async function forgetRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * From samples of (time, votes appended, votes on the read table), each vote's time from the
 * sample that first saw it appended to the sample that first saw it projected.
 */
function appendToReadLags(samples: { t: number; appended: number; projected: number }[]): number[] {
  const first = samples[0];
  if (!first) return [];
  const seen = (key: 'appended' | 'projected') => {
    const at: number[] = [];
    let count = first[key];
    for (const s of samples) {
      while (count < s[key]) {
        at[count] = s.t;
        count++;
      }
    }
    return at;
  };
  const appended = seen('appended');
  const projected = seen('projected');
  const lags: number[] = [];
  for (let k = first.appended; k < appended.length; k++) {
    const a = appended[k];
    const p = projected[k];
    if (a !== undefined && p !== undefined) lags.push(Math.max(0, p - a));
  }
  return lags;
}

/** Rebuild (3): all projectors over a generated log, against reading it and COPYing the rows. */
async function rebuildMeasurement(): Promise<void> {
  const db = await scratchDatabase(DATABASE_URL);
  try {
    const env = siteEnv({ DATABASE_URL: db.url });
    const input = { url: db.url, events: REBUILD_EVENTS, budgetS: REBUILD_BUDGET_S };
    console.log(`rebuild: generating ${REBUILD_EVENTS} events...`);
    const generated = await runChild<{ events: number; ms: number }>(
      'scripts/bench/rebuild.ts',
      { ...input, phase: 'generate' },
      env,
    );
    console.log(`rebuild: ${generated.events} events in ${fmt(generated.ms / 1000, 1)} s`);
    type Phase = {
      events: number;
      ms: number;
      eventsPerS: number;
      peakMb: number;
      estimated?: boolean;
      share?: number;
    };
    const ours = await runChild<Phase>(
      'scripts/bench/rebuild.ts',
      { ...input, phase: 'rebuild' },
      env,
    );
    const baseline = await runChild<Phase>(
      'scripts/bench/rebuild.ts',
      { ...input, phase: 'copy' },
      env,
    );
    raw.rebuild = { generated, ours, baseline };
    rows.push({
      measurement: `3. rebuild events/s (${generated.events} events; peak MB)`,
      ours: `${fmt(ours.eventsPerS)}${ours.estimated ? ` (est. from ${fmt((ours.share ?? 0) * 100)}%)` : ''} (${fmt(ours.peakMb)} MB)`,
      baseline: `${fmt(baseline.eventsPerS)} (COPY, ${fmt(baseline.peakMb)} MB)`,
      ratio: ratio(ours.eventsPerS, baseline.eventsPerS),
      target: '>= 30000/s, >= 0.5x',
      met: yes(ours.eventsPerS >= 30_000 && ours.eventsPerS / baseline.eventsPerS >= 0.5),
    });
  } finally {
    await db.drop();
  }
}

/**
 * Athlete search (8): Matchups' `searchAthletes` over 10,000 athletes and 200,000 metric values
 * bulk-inserted into its read tables (the query, not the projector), a seeded mix of searches
 * one at a time; the plans of the heaviest kinds printed (scripts/bench/search.ts).
 */
async function searchMeasurement(): Promise<void> {
  const db = await scratchDatabase(DATABASE_URL);
  try {
    type Summary = {
      calls: number;
      min: number;
      p50: number;
      p95: number;
      p99: number;
      max: number;
    };
    const filled = await runChild<{ ms: number; shape: Record<string, number> }>(
      'scripts/bench/search.ts',
      { phase: 'fill', url: db.url },
    );
    console.log(
      `search: ${filled.shape.athletes} athletes, ${filled.shape.metrics} values, ${filled.shape.bests} bests in ${fmt(filled.ms / 1000, 1)} s`,
    );
    const timed = await runChild<{
      overall: Summary;
      cpuMsPerCall: { node: number; postgres: number };
      kinds: Record<string, Summary>;
      viewers: Record<string, Summary>;
      matches: Record<string, number>;
      plans: Record<string, string[]>;
    }>('scripts/bench/search.ts', { phase: 'time', url: db.url, calls: quick ? 200 : 400 });
    const line = (s: Summary) =>
      `${fmt(s.p50, 1)} / ${fmt(s.p95, 1)} / ${fmt(s.p99, 1)} / ${fmt(s.max, 1)}`;
    // The plans of the three kinds slowest at the 95th percentile, as the verified viewer.
    const heaviest = Object.entries(timed.kinds)
      .sort(([, a], [, b]) => b.p95 - a.p95)
      .slice(0, 3)
      .map(([kind]) => `${kind} (verified)`);
    for (const kind of heaviest) {
      console.log(`\nsearch: plans of "${kind}"\n${(timed.plans[kind] ?? []).join('\n')}`);
    }
    raw.search = {
      shape: filled.shape,
      fillMs: filled.ms,
      overall: timed.overall,
      cpuMsPerCall: timed.cpuMsPerCall,
      kinds: timed.kinds,
      viewers: timed.viewers,
      matches: timed.matches,
      // The plans are printed, not kept: each is a hundred lines.
      heaviest,
    };
    rows.push({
      measurement: `8. search p50 / p95 / p99 / max ms (${timed.overall.calls} calls)`,
      ours: line(timed.overall),
      baseline: '-',
      ratio: '-',
      target: 'p95 <= 50',
      met: yes(timed.overall.p95 <= 50),
    });
    rows.push({
      measurement: '8. search CPU ms per call (Node / PostgreSQL)',
      ours: `${fmt(timed.cpuMsPerCall.node + timed.cpuMsPerCall.postgres, 2)} (${fmt(timed.cpuMsPerCall.node, 2)} / ${fmt(timed.cpuMsPerCall.postgres, 2)})`,
      baseline: '-',
      ratio: '-',
      target: '(report)',
      met: '-',
    });
    for (const [kind, s] of Object.entries(timed.kinds).sort(([a], [b]) => a.localeCompare(b)))
      rows.push({
        measurement: `8. search: ${kind}`,
        ours: line(s),
        baseline: '-',
        ratio: '-',
        target: '(report)',
        met: '-',
      });
  } finally {
    await db.drop();
  }
}

/**
 * The shop under a rush (issue 39): the site as in production (API process + projection worker,
 * PostgreSQL + Redis, the sandbox as payment provider) on a scratch database, and
 * scripts/bench/shop.ts in its own process: more checkouts of one unit than the variant holds,
 * at once, each from its own client address; every hold then paid on the sandbox's page; then
 * the stock and the orders, which must show no unit sold twice.
 */
async function shopMeasurement(): Promise<void> {
  const db = await scratchDatabase(DATABASE_URL);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nola-bench-shop-'));
  const redisPrefix = `bench_${randomBytes(4).toString('hex')}`;
  const launched: Launched[] = [];
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = siteEnv({
      ...SERVER_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      // Each checkout's X-Forwarded-For is its client: the per-client limit (20 an hour) is
      // not what is measured.
      TRUST_PROXY: 'true',
      PAYMENTS: 'sandbox',
      DATABASE_URL: db.url,
      REDIS_URL,
      BENCH_REDIS_PREFIX: redisPrefix,
    });
    // BENCH_CPU_PROFILE_DIR: each site process writes a V8 CPU profile there when it stops.
    const dir = process.env.BENCH_CPU_PROFILE_DIR;
    const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
    const site = [...profile, ...SERVER_NODE_FLAGS, path.join(SERVER_DIST, 'bench-site.js')];
    const api = launch(process.execPath, [...site, 'api'], env);
    const worker = launch(process.execPath, [...site, 'worker'], env);
    launched.push(api, worker);
    await waitForHealth(url);
    const units = quick ? 200 : 500;
    const checkouts = quick ? 800 : 2_000;
    const siteCpu = cpuMeter(async () => ({
      api: [api.child.pid as number],
      worker: [worker.child.pid as number],
      postgres: await backendPids(db.url),
    }));
    await siteCpu.start();
    const r = await runChild<ShopResult>('scripts/bench/shop.ts', {
      url,
      units,
      checkouts,
      concurrency: 50,
      payConcurrency: 20,
    });
    const cpu = siteCpu.stop();
    raw.shop = { ...r, cpuSeconds: cpu };
    const { rush } = r;
    const others = Object.entries(rush.other);
    if (others.length > 0 || rush.unexpected409 > 0) {
      console.warn(
        `shop: checkouts answered ${others.map(([s, n]) => `${n} x ${s}`).join(', ') || 'nothing else'}; ${rush.unexpected409} 409s not "sold out"\n  ${rush.otherSamples.join('\n  ')}`,
      );
    }
    const unpaid = Object.entries(r.pay.statuses).filter(([status]) => status !== '303');
    if (unpaid.length > 0) {
      console.warn(
        `shop: the sandbox page answered ${unpaid.map(([s, n]) => `${n} x ${s}`).join(', ')}\n  ${r.pay.otherSamples.join('\n  ')}`,
      );
    }
    if (!r.settled) console.warn('shop: the stock did not show every paid unit sold within 60 s');
    rows.push(
      {
        measurement: 'shop checkouts/s (holds/s)',
        ours: `${fmt(rush.answersPerS)} (${fmt(rush.holdsPerS)})`,
        baseline: '-',
        ratio: '-',
        target: '(report)',
        met: '-',
      },
      {
        measurement: 'shop checkout p50 / p99 ms',
        ours: `${fmt(rush.latencyMs.p50)} / ${fmt(rush.latencyMs.p99)}`,
        baseline: '-',
        ratio: '-',
        target: '(report)',
        met: '-',
      },
      {
        measurement: 'shop oversold (must be 0)',
        ours: `${r.oversold} (held ${rush.holds}${r.holdsEqualUnits ? ' = N' : ` != N ${units}`}, paid orders ${r.orders.paid}, sold ${r.stock.sold} of ${units})`,
        baseline: '-',
        ratio: '-',
        target: 'oversold = 0',
        met: yes(r.oversold === 0),
      },
    );
  } finally {
    for (const p of launched.reverse()) await p.stop();
    await forgetRedisKeys(redisPrefix);
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Appends (5): the PostgreSQL event store against plain INSERTs, 16 writers. */
async function appendsMeasurement(): Promise<void> {
  const db = await scratchDatabase(DATABASE_URL);
  try {
    type Rates = Record<string, { appendsPerS: number; eventsPerS: number }>;
    const r = await runChild<Rates>('scripts/bench/appends.ts', {
      url: db.url,
      durationS: quick ? 3 : 8,
      writers: 16,
    });
    raw.appends = r;
    for (const size of [1, 10]) {
      const ours = r[`store x${size}`]?.eventsPerS ?? Number.NaN;
      const base = r[`insert x${size}`]?.eventsPerS ?? Number.NaN;
      rows.push({
        measurement: `5. appends, ${size}-event batches (events/s)`,
        ours: fmt(ours),
        baseline: `${fmt(base)} (INSERT)`,
        ratio: ratio(ours, base),
        target: '(report)',
        met: '-',
      });
    }
  } finally {
    await db.drop();
  }
}

/**
 * Start and memory (6) and the front end (7): `npm start` in embedded mode on a fresh data
 * directory, twice (the first start initialises the database), then Lighthouse on its pages.
 */
async function embeddedMeasurements(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nola-bench-embedded-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The demo data seeded, so the pages Lighthouse audits show what a visitor sees (the shop's
  // catalogue and its product art among them).
  const env = siteEnv({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1' });
  let site: Launched | undefined;
  try {
    const start = async () => {
      const t0 = performance.now();
      site = launch('npm', ['start'], env);
      await waitForHealth(url, 300_000);
      return performance.now() - t0;
    };
    const firstMs = await start();
    await site?.stop();
    const secondMs = await start();
    await sleep(3_000);
    const rssAtRest = treeRss(site?.child.pid as number);
    raw.start = { firstMs, secondMs, embeddedRssAtRestMb: mb(rssAtRest) };
    if (wanted('start')) {
      const memory = raw.siteMemory as
        | { rssAtRestMb: number; rssUnderVoteLoadMb: number }
        | undefined;
      rows.push(
        {
          measurement: '6. npm start to healthy (embedded; first start)',
          ours: `${fmt(secondMs / 1000, 2)} s (${fmt(firstMs / 1000, 2)} s)`,
          baseline: '-',
          ratio: '-',
          target: '<= 3 s after first',
          met: yes(secondMs <= 3_000),
        },
        {
          measurement: '6. RSS MB: embedded at rest / API at rest / under vote load',
          ours: `${fmt(mb(rssAtRest))} / ${fmt(memory?.rssAtRestMb ?? Number.NaN)} / ${fmt(memory?.rssUnderVoteLoadMb ?? Number.NaN)}`,
          baseline: '-',
          ratio: '-',
          target: '<= 300',
          met: yes(
            mb(rssAtRest) <= 300 && (memory === undefined || memory.rssUnderVoteLoadMb <= 300),
          ),
        },
      );
    }
    if (wanted('frontend')) {
      type Lh = {
        performance: number;
        accessibility: number;
        bestPractices: number;
        seo: number;
        lcpMs: number | null;
        cls: number | null;
        fcpMs: number | null;
        tbtMs: number | null;
        speedIndexMs: number | null;
        jsTransferBytes: number | null;
        /** Lighthouse could not measure the page (its scores are then 0 and its metrics empty). */
        runtimeError: string | null;
        /** The LCP's element, and its time by phase (TTFB, load delay, load time, render delay). */
        lcpElement: string | null;
        lcpPhasesMs: Record<string, number> | null;
      };
      const pages = ['/', '/leaderboard', '/shop'] as const;
      const lh = await runChild<Record<string, Lh>>('scripts/bench/lighthouse.ts', {
        urls: pages.map((p) => `${url}${p}`),
      });
      raw.lighthouse = lh;
      for (const page of pages) {
        const r = lh[`${url}${page}`];
        if (!r) continue;
        const initialKb = initialJsBytes('web-public/dist', PAGES[page].source) / 1024;
        (raw.lighthouse as Record<string, unknown>)[`initialJsKb ${page}`] = initialKb;
        rows.push({
          measurement: `7. Lighthouse ${page}: perf/a11y/bp/seo`,
          ours: `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}`,
          baseline: '-',
          ratio: '-',
          target: 'perf >= 95, a11y 100',
          met: yes(r.performance >= 95 && r.accessibility === 100 && !r.runtimeError),
        });
        const { lcpMs, cls, jsTransferBytes, runtimeError } = r;
        if (runtimeError)
          console.log(`bench: Lighthouse could not measure ${page}: ${runtimeError}`);
        else
          console.log(
            `bench: ${page}: LCP element ${r.lcpElement ?? 'unknown'}; phases ms ${JSON.stringify(r.lcpPhasesMs)}`,
          );
        const measured = !runtimeError && lcpMs !== null && lcpMs > 0 && cls !== null;
        rows.push({
          measurement: `7. ${page}: LCP s / CLS / initial JS KB gz (transferred)`,
          ours: measured
            ? `${fmt(lcpMs / 1000, 2)} / ${fmt(cls, 3)} / ${fmt(initialKb)} (${fmt((jsTransferBytes ?? 0) / 1024)})`
            : `not measured / ${fmt(initialKb)}`,
          baseline: '-',
          ratio: '-',
          target: '<= 2.0 / <= 0.05 / <= 200',
          met: yes(measured && lcpMs <= 2_000 && cls <= 0.05 && initialKb <= 200),
        });
      }
    }
  } finally {
    await site?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

run(async () => {
  const started = Date.now();
  const step = async (label: string, work: () => Promise<void>) => {
    const t0 = Date.now();
    console.log(`bench: ${label}...`);
    try {
      await work();
    } catch (error) {
      // One failed measurement must not lose the others' figures.
      console.error(`bench: ${label} failed: ${error instanceof Error ? error.message : error}`);
      raw[`${label} error`] = String(error);
    }
    console.log(`bench: ${label} took ${fmt((Date.now() - t0) / 1000)} s`);
  };
  // The site is measured as built: build it first on a machine that has not yet.
  const needsSite = ALL.some(
    (name) => name !== 'appends' && name !== 'rebuild' && name !== 'search' && wanted(name),
  );
  if (
    needsSite &&
    !(existsSync('web-public/dist/index.html') && existsSync('web-admin/dist/index.html'))
  ) {
    console.log('bench: building the sites first (npm run build)...');
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  } else if (needsSite) {
    await buildServer();
  }
  if (
    wanted('votes') ||
    wanted('youscout') ||
    wanted('lag') ||
    wanted('board') ||
    wanted('start')
  ) {
    await step('site (votes, YouScout votes, lag, board reads)', siteMeasurements);
  }
  if (wanted('appends')) await step('appends', appendsMeasurement);
  if (wanted('rebuild')) await step('rebuild', rebuildMeasurement);
  if (wanted('search')) await step('search', searchMeasurement);
  if (wanted('shop')) await step('shop', shopMeasurement);
  if (wanted('start') || wanted('frontend'))
    await step('start and front end', embeddedMeasurements);

  const table = formatTable(rows);
  console.log(`\n${table}`);
  await appendRun('bench/results.json', {
    timestamp: new Date().toISOString(),
    ...(values.note ? { note: values.note } : {}),
    quick,
    only: [...only],
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: os.totalmem() / 1024 ** 3,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    durationS: (Date.now() - started) / 1000,
    table: rows,
    raw,
  });
  console.log('\nadded this run to bench/results.json');
});
