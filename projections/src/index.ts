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

export const projectors: readonly Projector[] = [
  usersProjector,
  passwordResetTokensProjector,
  userProfilesProjector,
  userActivityProjector,
  contactSubmissionsProjector,
  newsletterSubscriptionsProjector,
  evaluationRequestsProjector,
  prospectsProjector,
];

const readMigrations: readonly Migration[] = [
  checkpointsMigration,
  ...usersMigrations.map((m) => ({ ...m, name: `users/${m.name}` })),
  ...passwordResetTokensMigrations.map((m) => ({
    ...m,
    name: `password-reset-tokens/${m.name}`,
  })),
  ...userProfilesMigrations.map((m) => ({ ...m, name: `user-profiles/${m.name}` })),
  ...userActivityMigrations.map((m) => ({ ...m, name: `user-activity/${m.name}` })),
  ...contactSubmissionsMigrations.map((m) => ({ ...m, name: `contact-submissions/${m.name}` })),
  ...newsletterSubscriptionsMigrations.map((m) => ({
    ...m,
    name: `newsletter-subscriptions/${m.name}`,
  })),
  ...evaluationRequestsMigrations.map((m) => ({ ...m, name: `evaluation-requests/${m.name}` })),
  ...prospectsMigrations.map((m) => ({ ...m, name: `prospects/${m.name}` })),
];

/** Creates and updates the read tables (each read model's migrations, in order). */
export async function migrateReadModels(knex: Knex): Promise<void> {
  await migrate(knex, 'read_migrations', readMigrations);
}
