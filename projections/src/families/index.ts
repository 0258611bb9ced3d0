import type { ReadModel } from '../runner/read-model';
import { familiesMigrations } from './migrations';
import { familiesProjector } from './projector';

/** Families' read model: guardians, children, consent. */
export const familiesReadModels: readonly ReadModel[] = [
  { projector: familiesProjector, migrations: familiesMigrations },
];
