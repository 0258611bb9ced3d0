import type { ReadModel } from '../runner/read-model';
import { kudosMigrations } from './migrations';
import { kudosProjector } from './projector';

export const kudosReadModels: readonly ReadModel[] = [
  { projector: kudosProjector, migrations: kudosMigrations },
];
