import type { ReadModel } from '../runner/read-model';
import { matchupsMigrations } from './migrations';
import { matchupsProjector } from './projector';

/** Matchups' read model: athletes, values and bests, watches and pipelines, alerts and matches. */
export const matchupsReadModels: readonly ReadModel[] = [
  { projector: matchupsProjector, migrations: matchupsMigrations },
];
