import type { ReadModel } from '../runner/read-model';
import { youScoutAwardsMigrations } from './awards/migrations';
import { youScoutAwardsProjector } from './awards/projector';
import { youScoutBadgesMigrations } from './badges/migrations';
import { youScoutBadgesProjector } from './badges/projector';
import { youScoutCommentsMigrations } from './comments/migrations';
import { youScoutCommentsProjector } from './comments/projector';
import { youScoutNominationsMigrations } from './nominations/migrations';
import { youScoutNominationsProjector } from './nominations/projector';

/** YouScout's read models: nominations, comments, badges, and the awards falling due. */
export const youScoutReadModels: readonly ReadModel[] = [
  { projector: youScoutNominationsProjector, migrations: youScoutNominationsMigrations },
  { projector: youScoutCommentsProjector, migrations: youScoutCommentsMigrations },
  { projector: youScoutBadgesProjector, migrations: youScoutBadgesMigrations },
  { projector: youScoutAwardsProjector, migrations: youScoutAwardsMigrations },
];
