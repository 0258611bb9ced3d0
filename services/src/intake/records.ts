import type { Knex } from 'knex';
import type { ContactSubmissionRow, EvaluationRequestRow, NewsletterSubscriptionRow } from './rows';
import type {
  ContactSubmission,
  EvaluationRequest,
  EvaluationRequestRecord,
  NewsletterSubscription,
  NewsletterSubscriptionRecord,
} from './schemas';

// The records as the admin lists read them: document 1 §3's field names, typed by the answer
// schemas (times as the ISO strings the wire carries).

export const toContactSubmission = (row: ContactSubmissionRow): ContactSubmission => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  name: row.name,
  email: row.email,
  organization: row.organization,
  message: row.message,
});

export const toSubscription = (row: NewsletterSubscriptionRow): NewsletterSubscription => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  email: row.email,
  name: row.name,
});

/** The back office also sees former subscribers, when it asks for them. */
export const toSubscriptionRecord = (
  row: NewsletterSubscriptionRow,
): NewsletterSubscriptionRecord => ({
  ...toSubscription(row),
  status: row.status,
  unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
});

export const toEvaluation = (row: EvaluationRequestRow): EvaluationRequest => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  playerName: row.player_name,
  position: row.player_position,
  // The admin view has a grad-year column, but the form (document 1 §3) never asks for one:
  // there is nothing to show until the form gains the field.
  gradYear: null,
  school: row.player_school,
  parentName: row.parent_name,
  parentEmail: row.parent_email,
  parentPhone: row.parent_phone,
  // Absent, not null, when the parent wrote none: the dashboard then shows 'No additional notes'.
  ...(row.additional_info ? { notes: row.additional_info } : {}),
  playerAge: row.player_age,
  status: row.status,
});

/** The back office's record: the list row, who asked, and the revision an edit must carry. */
export const toEvaluationRecord = (row: EvaluationRequestRow): EvaluationRequestRecord => ({
  ...toEvaluation(row),
  userId: row.user_id,
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
});

const newestFirst = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

export async function allContactSubmissions(knex: Knex) {
  const rows = await knex<ContactSubmissionRow>('contact_submissions').orderBy([...newestFirst]);
  return rows.map(toContactSubmission);
}

export async function currentSubscriptions(knex: Knex) {
  const rows = await knex<NewsletterSubscriptionRow>('newsletter_subscriptions')
    .where({ status: 'subscribed' })
    .orderBy([...newestFirst]);
  return rows.map(toSubscription);
}

export async function allEvaluationRequests(knex: Knex) {
  const rows = await knex<EvaluationRequestRow>('evaluation_requests').orderBy([...newestFirst]);
  return rows.map(toEvaluation);
}
