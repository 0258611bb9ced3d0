import { z } from 'zod';
import type { ApiArea, Operation } from '../core/http/openapi';
import {
  contactSchema,
  contactSentAnswer,
  contactSubmissionAnswer,
  contactSubmissionsAnswer,
  evaluationRequestCreatedAnswer,
  evaluationRequestRecordAnswer,
  evaluationRequestsAnswer,
  evaluationSchema,
  evaluationUpdateSchema,
  newsletterSchema,
  newsletterSubscribedAnswer,
  newsletterSubscriptionRecordAnswer,
  newsletterSubscriptionsAnswer,
  unsubscribedAnswer,
} from './schemas';

const formLimit = 'More than 20 forms in an hour from this address';
const readOnly = { 405: 'Read-only' };

/** The forms' calls, by name: the routers bind them with `route`. */
export const intakeOperations = {
  sendContact: {
    method: 'post',
    path: '/contact',
    summary: 'Send a contact message',
    access: 'public',
    body: contactSchema,
    responses: { 201: { description: 'Saved', schema: contactSentAnswer }, 429: formLimit },
  },
  contacts: {
    method: 'get',
    path: '/contact',
    summary: 'Every contact message, newest first',
    access: 'admin',
    responses: {
      200: { description: 'Newest first, as `{ data }`', schema: contactSubmissionsAnswer },
    },
  },
  subscribe: {
    method: 'post',
    path: '/newsletter',
    summary: 'Subscribe to the newsletter; a welcome mail with an unsubscribe link follows',
    access: 'public',
    body: newsletterSchema,
    responses: {
      200: { description: 'Subscribed already', schema: newsletterSubscribedAnswer },
      201: { description: 'Subscribed', schema: newsletterSubscribedAnswer },
      429: formLimit,
    },
  },
  subscribers: {
    method: 'get',
    path: '/newsletter',
    summary: 'The current subscribers, newest first',
    access: 'admin',
    responses: {
      200: { description: 'Newest first, as `{ data }`', schema: newsletterSubscriptionsAnswer },
    },
  },
  unsubscribe: {
    method: 'get',
    path: '/newsletter/unsubscribe',
    summary: "The welcome mail's unsubscribe link (JSON, or a short page for a browser)",
    access: 'public',
    query: z.object({ token: z.string().describe('The signed token from the mail') }),
    responses: {
      200: { description: 'Unsubscribed (again changes nothing)', schema: unsubscribedAnswer },
      400: 'Not a link of ours',
    },
  },
  requestEvaluation: {
    method: 'post',
    path: '/prospect-evaluations',
    summary: 'Request an evaluation for a player; a confirmation mail follows',
    access: 'signed-in',
    body: evaluationSchema,
    responses: {
      201: { description: 'Requested', schema: evaluationRequestCreatedAnswer },
      429: formLimit,
    },
  },
  evaluations: {
    method: 'get',
    path: '/prospect-evaluations',
    summary: 'Every evaluation request, newest first',
    access: 'admin',
    responses: {
      200: { description: 'Newest first, as `{ data }`', schema: evaluationRequestsAnswer },
    },
  },
  contactSubmissions: {
    method: 'get',
    path: '/admin/contact-submissions',
    summary: 'Contact messages (filter q, id)',
    access: 'admin',
    list: true,
    responses: {
      200: { description: 'A JSON array', schema: z.array(contactSubmissionAnswer) },
      ...readOnly,
    },
  },
  contactSubmission: {
    method: 'get',
    path: '/admin/contact-submissions/:id',
    summary: 'One contact message',
    access: 'admin',
    responses: {
      200: { description: 'The record', schema: contactSubmissionAnswer },
      404: 'No such message',
      ...readOnly,
    },
  },
  newsletterSubscriptions: {
    method: 'get',
    path: '/admin/newsletter-subscriptions',
    summary: 'Current subscribers, or by filter.status (subscribed, unsubscribed)',
    access: 'admin',
    list: true,
    responses: {
      200: { description: 'A JSON array', schema: z.array(newsletterSubscriptionRecordAnswer) },
      ...readOnly,
    },
  },
  newsletterSubscription: {
    method: 'get',
    path: '/admin/newsletter-subscriptions/:id',
    summary: 'One subscription',
    access: 'admin',
    responses: {
      200: { description: 'The record', schema: newsletterSubscriptionRecordAnswer },
      404: 'No such subscription',
      ...readOnly,
    },
  },
  evaluationRequests: {
    method: 'get',
    path: '/admin/evaluation-requests',
    summary: 'Evaluation requests (filter q, status, id)',
    access: 'admin',
    list: true,
    responses: {
      200: { description: 'A JSON array', schema: z.array(evaluationRequestRecordAnswer) },
      405: 'Only GET here',
    },
  },
  evaluationRequest: {
    method: 'get',
    path: '/admin/evaluation-requests/:id',
    summary: 'One evaluation request, with its version (ETag)',
    access: 'admin',
    responses: {
      200: { description: 'The record', schema: evaluationRequestRecordAnswer },
      404: 'No such request',
    },
  },
  updateEvaluationRequest: {
    method: 'put',
    path: '/admin/evaluation-requests/:id',
    summary: "Move a request's status: pending → contacted → scheduled → completed, or declined",
    access: 'admin',
    body: evaluationUpdateSchema,
    responses: {
      200: { description: 'The record after', schema: evaluationRequestRecordAnswer },
      404: 'No such request',
      409: 'Not a move the status allows',
      412: 'The version is stale',
    },
  },
  eraseEvaluationRequest: {
    method: 'post',
    path: '/admin/evaluation-requests/:id/erasure',
    summary:
      "Erase a request's personal data (the player's name and school, the parent's name, e-mail and phone, the notes): its key deleted, every reader shows \"removed\"",
    access: 'admin',
    responses: {
      200: {
        description: 'The record after, its personal fields "removed"',
        schema: evaluationRequestRecordAnswer,
      },
      404: 'No such request',
      409: 'Erased already',
    },
  },
} satisfies Record<string, Operation>;

export const intakeApi: ApiArea = {
  tag: 'Forms',
  description: 'Contact messages, the newsletter and evaluation requests, and their staff views',
  operations: Object.values(intakeOperations),
};
