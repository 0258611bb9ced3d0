import type { ReadModel } from '../runner/read-model';
import { scoutAwardsMigrations } from './awards/migrations';
import { scoutAwardsProjector } from './awards/projector';
import { scoutBadgesMigrations } from './badges/migrations';
import { scoutBadgesProjector } from './badges/projector';
import { youScoutCommentsMigrations } from './comments/migrations';
import { youScoutCommentsProjector } from './comments/projector';
import { youScoutNominationsMigrations } from './nominations/migrations';
import { youScoutNominationsProjector } from './nominations/projector';

/** YouScout's read models: nominations, comments, badges, and the awards falling due. */
export const youScoutReadModels: readonly ReadModel[] = [
  { projector: youScoutNominationsProjector, migrations: youScoutNominationsMigrations },
  { projector: youScoutCommentsProjector, migrations: youScoutCommentsMigrations },
  { projector: scoutBadgesProjector, migrations: scoutBadgesMigrations },
  { projector: scoutAwardsProjector, migrations: scoutAwardsMigrations },
];
