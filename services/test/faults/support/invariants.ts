import type { Knex } from 'knex';
import { shadowSchemaOf } from '../../../../projections/src/runner/rebuild';

/**
 * "No checkpoint is ever ahead of the applied data", measured: for a read model, the rows its
 * tables hold against the events at or below its checkpoint, in one statement (one snapshot).
 * Live models are measured against projection_checkpoints; a rebuild's shadow tables against the
 * shadow's own checkpoint. Equal counts: every event up to the checkpoint is applied, and
 * nothing beyond it. Written for the fault suite's generated events (scripts/faults).
 */
type Model = {
  projector: string;
  /** Rows in the model's tables, in schema `s`. */
  applied: (s: string) => string;
  /** The event types that make rows (read through the (type, position) index). */
  types: readonly string[];
  /** Among those events `e` at or below the checkpoint: how many rows they make. */
  expected: string;
};

const q = (schema: string) => `"${schema}"`;

export const MODELS: readonly Model[] = [
  {
    projector: 'prospects',
    applied: (s) =>
      `(select count(*) from ${q(s)}.prospect_votes) + (select count(*) from ${q(s)}.baseball_prospects)`,
    types: ['VoteCast', 'ProspectAdded'],
    expected: 'count(*)',
  },
  {
    projector: 'users',
    applied: (s) => `(select count(*) from ${q(s)}.users)`,
    types: ['UserRegistered'],
    expected: 'count(*)',
  },
  {
    projector: 'user-activity',
    applied: (s) => `(select count(*) from ${q(s)}.user_activity)`,
    types: ['UserRegistered', 'UserProfileUpdated', 'EvaluationRequested'],
    expected: `count(*) filter (where e.data->>'userId' is not null)`,
  },
  {
    projector: 'user-profiles',
    applied: (s) => `(select count(*) from ${q(s)}.user_profiles)`,
    types: ['UserProfileUpdated'],
    expected: `count(distinct e.data->>'userId')`,
  },
  {
    projector: 'contact-submissions',
    applied: (s) => `(select count(*) from ${q(s)}.contact_submissions)`,
    types: ['ContactMessageSubmitted'],
    expected: 'count(*)',
  },
  {
    projector: 'newsletter-subscriptions',
    applied: (s) => `(select count(*) from ${q(s)}.newsletter_subscriptions)`,
    types: ['NewsletterSubscribed'],
    expected: 'count(*)',
  },
  {
    projector: 'evaluation-requests',
    applied: (s) => `(select count(*) from ${q(s)}.evaluation_requests)`,
    types: ['EvaluationRequested'],
    expected: 'count(*)',
  },
];

export type Sample = {
  projector: string;
  where: 'live' | 'shadow';
  applied: number;
  expected: number;
};

/**
 * One measurement, or undefined when there was nothing to measure (no shadow), or the tables
 * moved under the query (a swap in progress).
 */
export async function sample(
  knex: Knex,
  model: Model,
  where: 'live' | 'shadow',
): Promise<Sample | undefined> {
  const schema = where === 'live' ? 'public' : shadowSchemaOf(model.projector);
  const checkpoint =
    where === 'live'
      ? `select commit_position, prepare_position from projection_checkpoints where name = '${model.projector}'`
      : `select commit_position, prepare_position from ${q(schema)}.rebuild_progress`;
  if (where === 'shadow') {
    const found = await knex.raw<{ rows: { r: string | null }[] }>('select to_regclass(?) as r', [
      `${q(schema)}.rebuild_progress`,
    ]);
    if (!found.rows[0]?.r) return undefined;
  }
  try {
    const result = await knex.raw<{ rows: { applied: string; expected: string }[] }>(
      `with cp as (${checkpoint})
       select ${model.applied(schema)} as applied,
              (select ${model.expected} from es_events e, cp
               where e.event_type = any(?::text[])
                 and (e.transaction_id, e.position) <= (cp.commit_position::text::xid8, cp.prepare_position)) as expected`,
      [[...model.types]],
    );
    const row = result.rows[0];
    if (!row) return undefined;
    return {
      projector: model.projector,
      where,
      applied: Number(row.applied),
      expected: Number(row.expected),
    };
  } catch (error) {
    // 42P01: a shadow swapped in or dropped between the look and the count.
    const code = (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000' || code === 'XX000') return undefined;
    throw error;
  }
}

/**
 * Samples the models round-robin (live and shadow) until stopped: every mismatch is a checkpoint
 * ahead of (or behind) its data.
 */
export function sampleContinuously(
  knex: Knex,
  intervalMs = 200,
): { stop(): Promise<{ samples: number; violations: Sample[] }> } {
  let stopped = false;
  let failure: unknown;
  let samples = 0;
  const violations: Sample[] = [];
  const pairs = MODELS.flatMap((model) =>
    (['live', 'shadow'] as const).map((where) => ({ model, where })),
  );
  // The prospects model (the big one) every other turn.
  const prospects = pairs.filter((p) => p.model.projector === 'prospects');
  const order = pairs.flatMap((pair, i) => [pair, prospects[i % 2] ?? pair]);
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      const pair = order[i % order.length];
      if (pair) {
        const measured = await sample(knex, pair.model, pair.where);
        if (measured) {
          samples++;
          if (measured.applied !== measured.expected) violations.push(measured);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  return {
    async stop() {
      stopped = true;
      await loop;
      if (failure) throw failure;
      return { samples, violations };
    },
  };
}
