import { spawn } from 'node:child_process';
import { rebuildProjectors } from '../../projections/src/runner/rebuild';
import { openBacking } from '../../services/src/composition/backing';
import { loadConfig } from '../../services/src/core/config';
import { createKnex } from '../../services/src/core/database';
import { START } from '../../services/src/core/event-store/event-store';
import { generateEvents } from '../faults/generate-events';
import { childInput } from './lib';

/**
 * The rebuild benchmark, one phase per process so each phase's peak memory is its own.
 * Input: { phase: 'generate' | 'rebuild' | 'copy', url, events? }. DATABASE_URL must be `url`.
 *   generate: fills the store with `events` realistic events (the fault suites' generator);
 *   rebuild:  rebuilds every projector from the whole log, as `npm run projections -- rebuild --all`;
 *   copy:     the baseline: reads the same events in the same order and bulk-loads the rows a
 *             plain site would keep (one row per vote, one per other record) with COPY.
 */
type Input = {
  phase: 'generate' | 'rebuild' | 'copy';
  url: string;
  events?: number;
  /** Rebuild: stop after this many seconds and extrapolate. */
  budgetS?: number;
};
const input = childInput<Input>();
const peakMb = () => process.resourceUsage().maxRSS / 1024;

async function generate(): Promise<unknown> {
  const backing = await openBacking(loadConfig());
  try {
    const started = performance.now();
    const counts = await generateEvents(backing.db.knex, {
      total: input.events ?? 1_000_000,
      chunk: 2_000,
    });
    return { events: counts.total, ms: performance.now() - started };
  } finally {
    await backing.close();
  }
}

class OutOfTime extends Error {}

/**
 * Rebuilds every projector at once, as `npm run projections -- rebuild --all` does. With
 * `budgetS`, stops when the time is up and estimates the whole rebuild's time from the share of
 * the projectors' events done so far (each projector applies only the events it handles, so
 * that share is the share of the work).
 */
async function rebuild(): Promise<unknown> {
  const backing = await openBacking(loadConfig());
  try {
    const { runner } = backing;
    const total = Number(
      (await backing.db.knex('es_events').count<{ n: string }[]>({ n: '*' }))[0]?.n,
    );
    let work = 0;
    for (const p of runner.projectors)
      work += (await runner.store.countAfter(START, p.handles)) ?? 0;
    const started = performance.now();
    const deadline = started + (input.budgetS ?? Number.POSITIVE_INFINITY) * 1000;
    const applied = new Map<string, number>();
    const results = await rebuildProjectors(
      runner,
      runner.projectors.map((p) => p.name),
      { fresh: true },
      (name, events) => {
        applied.set(name, events);
        if (performance.now() > deadline) throw new OutOfTime();
      },
    );
    const perProjector: Record<string, { events: number; ms: number }> = {};
    let stopped = false;
    for (const [name, result] of results) {
      if (result.status === 'fulfilled') {
        applied.set(name, result.value.events);
        perProjector[name] = { events: result.value.events, ms: result.value.ms };
      } else if (result.reason instanceof OutOfTime) stopped = true;
      else throw result.reason;
    }
    const done = [...applied.values()].reduce((sum, n) => sum + n, 0);
    const ms = performance.now() - started;
    const estimatedMs = stopped && done > 0 ? (ms * work) / done : ms;
    return {
      events: total,
      ms: estimatedMs,
      measuredMs: ms,
      share: work > 0 ? done / work : 1,
      estimated: stopped,
      eventsPerS: total / (estimatedMs / 1000),
      peakMb: peakMb(),
      perProjector,
    };
  } finally {
    await backing.close();
  }
}

/** Streams CSV rows into `copy <table> from stdin` through psql (a real client-side COPY). */
function copyInto(table: string): { write(row: (string | null)[]): void; end(): Promise<void> } {
  const psql = spawn(
    'psql',
    [
      input.url,
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `\\copy ${table} from stdin with (format csv)`,
    ],
    {
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  const done = new Promise<void>((resolve, reject) =>
    psql.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`psql copy ${table}: ${code}`)),
    ),
  );
  const quote = (v: string | null) => (v === null ? '' : `"${v.replaceAll('"', '""')}"`);
  let buffer = '';
  return {
    write(row) {
      buffer += `${row.map(quote).join(',')}\n`;
      if (buffer.length > 1 << 20) {
        psql.stdin.write(buffer);
        buffer = '';
      }
    },
    async end() {
      psql.stdin.end(buffer);
      await done;
    },
  };
}

async function copy(): Promise<unknown> {
  const knex = createKnex(input.url, 2);
  try {
    await knex.raw(`
      create table copy_votes (id uuid primary key, prospect_id uuid not null, voter_key text not null,
        signed_in boolean not null, voted_at timestamptz not null, unique (prospect_id, voter_key));
      create table copy_records (id uuid primary key, stream text not null, type text not null, data jsonb not null);`);
    const started = performance.now();
    const votes = copyInto('copy_votes');
    const records = copyInto('copy_records');
    let after = { tx: '0', position: '0' };
    let events = 0;
    for (;;) {
      const page = await knex.raw<{
        rows: {
          event_id: string;
          stream_name: string;
          event_type: string;
          data: Record<string, unknown>;
          tx: string;
          position: string;
        }[];
      }>(
        `select event_id, stream_name, event_type, data, transaction_id::text as tx, position
         from es_events where (transaction_id, position) > (?::xid8, ?::bigint)
         order by transaction_id, position limit 10000`,
        [after.tx, after.position],
      );
      if (page.rows.length === 0) break;
      for (const e of page.rows) {
        if (e.event_type === 'VoteCast') {
          votes.write([
            e.event_id,
            String(e.data.prospectId),
            String(e.data.voterKey),
            e.data.userId ? 't' : 'f',
            String(e.data.castAt),
          ]);
        } else {
          records.write([e.event_id, e.stream_name, e.event_type, JSON.stringify(e.data)]);
        }
      }
      events += page.rows.length;
      const last = page.rows[page.rows.length - 1] as { tx: string; position: string };
      after = { tx: last.tx, position: last.position };
    }
    await Promise.all([votes.end(), records.end()]);
    const ms = performance.now() - started;
    return { events, ms, eventsPerS: events / (ms / 1000), peakMb: peakMb() };
  } finally {
    await knex.destroy();
  }
}

const phases = { generate, rebuild, copy };
console.log(JSON.stringify(await phases[input.phase]()));
