import { accountsReadModels } from './accounts';
import { activityReadModels } from './activity';
import { familiesReadModels } from './families';
import { intakeReadModels } from './intake';
import { matchupsReadModels } from './matchups';
import { notificationsReadModels } from './notifications';
import { paymentsReadModels } from './payments';
import { profilesReadModels } from './profiles';
import { prospectsReadModels } from './prospects';
import type { ReadModel } from './runner/read-model';
import { shopReadModels } from './shop';
import { youScoutReadModels } from './youscout';

/**
 * Every area's read models, one line each (docs/adding-an-area.md): their migrations run, and
 * their projectors are listed in the operations view, in this order.
 */
export const READ_MODELS: readonly ReadModel[] = [
  ...accountsReadModels,
  ...profilesReadModels,
  ...activityReadModels,
  ...intakeReadModels,
  ...prospectsReadModels,
  ...familiesReadModels,
  ...paymentsReadModels,
  ...notificationsReadModels,
  ...youScoutReadModels,
  ...matchupsReadModels,
  ...shopReadModels,
];
