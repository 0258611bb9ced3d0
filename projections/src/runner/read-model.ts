import type { Migration } from '../../../services/src/core/migrations';
import type { Projector } from './projector';

/**
 * A read model: its projector, and the migrations of its tables (recorded under the projector's
 * name, so two read models never share a migration's name). Each area's `index.ts` exports its
 * read models; `projections/src/areas.ts` lists the areas.
 */
export type ReadModel = {
  readonly projector: Projector;
  readonly migrations: readonly Migration[];
};
