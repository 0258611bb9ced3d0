import type { ReadModel } from '../runner/read-model';
import { contactSubmissionsMigrations } from './contact-submissions/migrations';
import { contactSubmissionsProjector } from './contact-submissions/projector';
import { evaluationRequestsMigrations } from './evaluation-requests/migrations';
import { evaluationRequestsProjector } from './evaluation-requests/projector';
import { newsletterSubscriptionsMigrations } from './newsletter-subscriptions/migrations';
import { newsletterSubscriptionsProjector } from './newsletter-subscriptions/projector';

/** Intake's read models: contact messages, newsletter subscriptions, evaluation requests. */
export const intakeReadModels: readonly ReadModel[] = [
  { projector: contactSubmissionsProjector, migrations: contactSubmissionsMigrations },
  { projector: newsletterSubscriptionsProjector, migrations: newsletterSubscriptionsMigrations },
  { projector: evaluationRequestsProjector, migrations: evaluationRequestsMigrations },
];
