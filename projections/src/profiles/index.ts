import type { ReadModel } from '../runner/read-model';
import { areaProfilesMigrations } from './area-profiles/migrations';
import { areaProfilesProjector } from './area-profiles/projector';
import { userProfilesMigrations } from './migrations';
import { userProfilesProjector } from './projector';

/** Profiles' read models: each account's profile, and its profile in each product area. */
export const profilesReadModels: readonly ReadModel[] = [
  { projector: userProfilesProjector, migrations: userProfilesMigrations },
  { projector: areaProfilesProjector, migrations: areaProfilesMigrations },
];
