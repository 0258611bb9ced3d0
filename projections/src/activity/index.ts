import type { ReadModel } from '../runner/read-model';
import { userActivityMigrations } from './migrations';
import { userActivityProjector } from './projector';

/** Activity's read model: each member's own history across the areas. */
export const activityReadModels: readonly ReadModel[] = [
  { projector: userActivityProjector, migrations: userActivityMigrations },
];
