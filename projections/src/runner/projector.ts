import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';

/**
 * A read model. The runner feeds it the events it handles in global order and advances its
 * checkpoint in the same transaction as the batch. `apply` must write only to `tables`, by
 * unqualified name (a rebuild points the search path at shadow copies), and those tables must
 * not use serial columns (a shadow copy would share the live table's sequence).
 */
export type Projector = {
  readonly name: string;
  /** Bump it when apply() changes meaning: the runner then rebuilds the model from the log. */
  readonly version: number;
  readonly handles: readonly string[];
  readonly tables: readonly string[];
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>;
};

/** The projectors an append of these event types concerns. */
export const projectorsOf = <P extends Projector>(
  projectors: readonly P[],
  types: readonly string[],
): P[] => projectors.filter((p) => p.handles.some((type) => types.includes(type)));
