import type { Knex } from 'knex';

/** What es_append answers for one append (see postgres-migrations.ts). */
export type AppendRow = {
  outcome: 'appended' | 'conflict' | 'repeat';
  next_revision: string;
  last_position: string;
  last_transaction_id: string;
};

type Pending = {
  stream: string;
  expected: string;
  events: readonly { id: string }[];
  resolve: (row: AppendRow | undefined) => void;
  reject: (error: unknown) => void;
};

/** Statements in flight at once; what arrives meanwhile waits and goes in the next one. */
const IN_FLIGHT = 4;
/** Appends per statement at most. */
const MOST = 256;

/**
 * Group commit: appends made in one turn of the event loop (the requests read together), and
 * those that arrive while others are being written, go to PostgreSQL together, in one statement
 * and one transaction (es_append_many), instead of one transaction each. An idle store waits for
 * nothing but the end of the turn (setImmediate). Each append keeps its own
 * outcome (appended, conflict, repeat): one voter's repeat does not fail the others in its
 * batch. Should the batch statement itself fail (an identical append racing on an event id),
 * its appends are written one by one, each to its own answer.
 *
 * A batch takes its streams' row locks in stream-name order, so two batches never deadlock;
 * within a batch, appends to one stream go in the order they arrived.
 */
export class GroupCommit {
  private readonly queue: Pending[] = [];
  private inFlight = 0;
  private pumpScheduled = false;

  constructor(private readonly knex: Knex) {}

  append(stream: string, expected: string, events: readonly { id: string }[]) {
    return new Promise<AppendRow | undefined>((resolve, reject) => {
      this.queue.push({ stream, expected, events, resolve, reject });
      // Appends made in one turn of the event loop (a batch of requests) go out together.
      if (this.pumpScheduled) return;
      this.pumpScheduled = true;
      setImmediate(() => {
        this.pumpScheduled = false;
        this.pump();
      });
    });
  }

  private pump(): void {
    while (this.inFlight < IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.splice(0, MOST);
      this.inFlight++;
      void this.write(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return this.writeAlone(batch[0] as Pending);
    // Stable: one stream's appends stay in the order they came.
    const sorted = batch.toSorted((a, b) =>
      a.stream < b.stream ? -1 : a.stream > b.stream ? 1 : 0,
    );
    // First appends to streams of their own (votes) go in set-based, the rest one by one inside.
    // Issue 19 asked whether es_append_first_many earns its place beside es_append_many: it does.
    // Without it `npm run bench -- --only votes` fell from 0.59x of CRUD to 0.20-0.22x (p99 56 ->
    // 113-132 ms) on one quiet machine, with it restored 0.50x: the vote target rests on it.
    const firstAppends =
      sorted.every((pending) => pending.expected === 'no_stream') &&
      new Set(sorted.map((pending) => pending.stream)).size === sorted.length;
    let rows: (AppendRow & { idx: number })[];
    try {
      const result = await this.knex.raw<{ rows: (AppendRow & { idx: number })[] }>(
        `select * from ${firstAppends ? 'es_append_first_many' : 'es_append_many'}(?::jsonb)`,
        [
          JSON.stringify(
            sorted.map(({ stream, expected, events }) => ({ stream, expected, events })),
          ),
        ],
      );
      rows = result.rows;
    } catch {
      await Promise.all(sorted.map((pending) => this.writeAlone(pending)));
      return;
    }
    const byIndex = new Map(rows.map((row) => [Number(row.idx), row]));
    for (const [index, pending] of sorted.entries()) pending.resolve(byIndex.get(index));
  }

  private async writeAlone(pending: Pending): Promise<void> {
    try {
      const result = await this.knex.raw<{ rows: AppendRow[] }>(
        'select * from es_append(?, ?, ?::jsonb)',
        [pending.stream, pending.expected, JSON.stringify(pending.events)],
      );
      pending.resolve(result.rows[0]);
    } catch (error) {
      pending.reject(error);
    }
  }
}
