import type { Knex } from 'knex';
import { type Migration, migrate } from '../../services/src/core/migrations';
import { passwordResetTokensMigrations } from './accounts/password-reset-tokens/migrations';
import { passwordResetTokensProjector } from './accounts/password-reset-tokens/projector';
import { usersMigrations } from './accounts/users/migrations';
import { usersProjector } from './accounts/users/projector';
import { userActivityMigrations } from './activity/migrations';
import { userActivityProjector } from './activity/projector';
import { familiesMigrations } from './families/migrations';
import { familiesProjector } from './families/projector';
import { contactSubmissionsMigrations } from './intake/contact-submissions/migrations';
import { contactSubmissionsProjector } from './intake/contact-submissions/projector';
import { evaluationRequestsMigrations } from './intake/evaluation-requests/migrations';
import { evaluationRequestsProjector } from './intake/evaluation-requests/projector';
import { newsletterSubscriptionsMigrations } from './intake/newsletter-subscriptions/migrations';
import { newsletterSubscriptionsProjector } from './intake/newsletter-subscriptions/projector';
import { notificationsMigrations } from './notifications/migrations';
import { notificationsProjector } from './notifications/projector';
import { paymentsMigrations } from './payments/migrations';
import { paymentsProjector } from './payments/projector';
import { areaProfilesMigrations } from './profiles/area-profiles/migrations';
import { areaProfilesProjector } from './profiles/area-profiles/projector';
import { userProfilesMigrations } from './profiles/migrations';
import { userProfilesProjector } from './profiles/projector';
import { prospectsMigrations } from './prospects/migrations';
import { prospectsProjector } from './prospects/projector';
import { checkpointsMigration } from './runner/checkpoints';
import type { Projector } from './runner/projector';
import { workersMigration } from './runner/workers';
import { youScoutAwardsMigrations } from './youscout/awards/migrations';
import { youScoutAwardsProjector } from './youscout/awards/projector';
import { youScoutBadgesMigrations } from './youscout/badges/migrations';
import { youScoutBadgesProjector } from './youscout/badges/projector';
import { youScoutCommentsMigrations } from './youscout/comments/migrations';
import { youScoutCommentsProjector } from './youscout/comments/projector';
import { youScoutNominationsMigrations } from './youscout/nominations/migrations';
import { youScoutNominationsProjector } from './youscout/nominations/projector';

/** Each read model: its projector, and its migrations (recorded under the projector's name). */
const readModels: readonly [Projector, readonly Migration[]][] = [
  [usersProjector, usersMigrations],
  [passwordResetTokensProjector, passwordResetTokensMigrations],
  [userProfilesProjector, userProfilesMigrations],
  [areaProfilesProjector, areaProfilesMigrations],
  [userActivityProjector, userActivityMigrations],
  [contactSubmissionsProjector, contactSubmissionsMigrations],
  [newsletterSubscriptionsProjector, newsletterSubscriptionsMigrations],
  [evaluationRequestsProjector, evaluationRequestsMigrations],
  [prospectsProjector, prospectsMigrations],
  [familiesProjector, familiesMigrations],
  [paymentsProjector, paymentsMigrations],
  [notificationsProjector, notificationsMigrations],
  [youScoutNominationsProjector, youScoutNominationsMigrations],
  [youScoutCommentsProjector, youScoutCommentsMigrations],
  [youScoutBadgesProjector, youScoutBadgesMigrations],
  [youScoutAwardsProjector, youScoutAwardsMigrations],
];

export const projectors: readonly Projector[] = readModels.map(([projector]) => projector);

const readMigrations: readonly Migration[] = [
  checkpointsMigration,
  ...readModels.flatMap(([projector, migrations]) =>
    migrations.map((m) => ({ ...m, name: `${projector.name}/${m.name}` })),
  ),
  workersMigration,
];

/** Creates and updates the read tables (each read model's migrations, in order). */
export async function migrateReadModels(knex: Knex): Promise<void> {
  await migrate(knex, 'read_migrations', readMigrations);
}
