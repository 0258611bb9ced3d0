import type { Knex } from 'knex';
import type { ContactSubmissionRow, EvaluationRequestRow, NewsletterSubscriptionRow } from './rows';

// The records as the admin lists read them: document 1 §3's field names.

export const toContactSubmission = (row: ContactSubmissionRow) => ({
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  organization: row.organization,
  message: row.message,
});

export const toSubscription = (row: NewsletterSubscriptionRow) => ({
  id: row.id,
  createdAt: row.created_at,
  email: row.email,
  name: row.name,
});

/** The back office also sees former subscribers, when it asks for them. */
export const toSubscriptionRecord = (row: NewsletterSubscriptionRow) => ({
  ...toSubscription(row),
  status: row.status,
  unsubscribedAt: row.unsubscribed_at,
});

export const toEvaluation = (row: EvaluationRequestRow) => ({
  id: row.id,
  createdAt: row.created_at,
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
export const toEvaluationRecord = (row: EvaluationRequestRow) => ({
  ...toEvaluation(row),
  userId: row.user_id,
  updatedAt: row.updated_at,
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
