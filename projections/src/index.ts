import type { Knex } from 'knex';
import { type Migration, migrate } from '../../services/src/core/migrations';
import { contactSubmissionsMigrations } from './contact-submissions/migrations';
import { contactSubmissionsProjector } from './contact-submissions/projector';
import { evaluationRequestsMigrations } from './evaluation-requests/migrations';
import { evaluationRequestsProjector } from './evaluation-requests/projector';
import { newsletterSubscriptionsMigrations } from './newsletter-subscriptions/migrations';
import { newsletterSubscriptionsProjector } from './newsletter-subscriptions/projector';
import { passwordResetTokensMigrations } from './password-reset-tokens/migrations';
import { passwordResetTokensProjector } from './password-reset-tokens/projector';
import { prospectsMigrations } from './prospects/migrations';
import { prospectsProjector } from './prospects/projector';
import { checkpointsMigration } from './runner/checkpoints';
import type { Projector } from './runner/projector';
import { userActivityMigrations } from './user-activity/migrations';
import { userActivityProjector } from './user-activity/projector';
import { userProfilesMigrations } from './user-profiles/migrations';
import { userProfilesProjector } from './user-profiles/projector';
import { usersMigrations } from './users/migrations';
import { usersProjector } from './users/projector';

/** Each read model: its projector, and its migrations (recorded under the projector's name). */
const readModels: readonly [Projector, readonly Migration[]][] = [
  [usersProjector, usersMigrations],
  [passwordResetTokensProjector, passwordResetTokensMigrations],
  [userProfilesProjector, userProfilesMigrations],
  [userActivityProjector, userActivityMigrations],
  [contactSubmissionsProjector, contactSubmissionsMigrations],
  [newsletterSubscriptionsProjector, newsletterSubscriptionsMigrations],
  [evaluationRequestsProjector, evaluationRequestsMigrations],
  [prospectsProjector, prospectsMigrations],
];

export const projectors: readonly Projector[] = readModels.map(([projector]) => projector);

const readMigrations: readonly Migration[] = [
  checkpointsMigration,
  ...readModels.flatMap(([projector, migrations]) =>
    migrations.map((m) => ({ ...m, name: `${projector.name}/${m.name}` })),
  ),
];

/** Creates and updates the read tables (each read model's migrations, in order). */
export async function migrateReadModels(knex: Knex): Promise<void> {
  await migrate(knex, 'read_migrations', readMigrations);
}
