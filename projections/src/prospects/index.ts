import type { ReadModel } from '../runner/read-model';
import { prospectsMigrations } from './migrations';
import { prospectsProjector } from './projector';

/** The board's read model: the prospects with their ranks and counted votes. */
export const prospectsReadModels: readonly ReadModel[] = [
  { projector: prospectsProjector, migrations: prospectsMigrations },
];
