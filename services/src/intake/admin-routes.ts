import { Router } from 'express';
import type { Knex } from 'knex';
import { type AppContext, awaitProjection, requestMetadata } from '../core/context';
import { NotSignedIn, ValidationFailed } from '../core/errors';
import { editedVersion } from '../core/http/if-match';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { type AdminResource, adminResource, type ExtraFilter, findRecord } from './admin-resource';
import { changeEvaluationStatus, eraseEvaluation } from './commands';
import { EVALUATION_STATUSES } from './events';
import { intakeOperations as op } from './openapi';
import { toContactSubmission, toEvaluationRecord, toSubscriptionRecord } from './records';
import type { ContactSubmissionRow, EvaluationRequestRow, NewsletterSubscriptionRow } from './rows';
import { evaluationUpdateSchema } from './schemas';

const etag = (row: EvaluationRequestRow) => `"${row.version}"`;

/** `filter.status`: one of the allowed values, or a list of them. */
const statusFilter =
  (allowed: readonly string[]): ExtraFilter =>
  (query: Knex.QueryBuilder, value: unknown) => {
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0 || !values.every((v) => allowed.includes(String(v)))) {
      throw new ValidationFailed({ filter: `status must be one of ${allowed.join(', ')}` });
    }
    query.whereIn('status', values.map(String));
  };

const contactSubmissions: AdminResource<ContactSubmissionRow> = {
  name: 'contact-submissions',
  label: 'contact submission',
  table: 'contact_submissions',
  columns: {
    id: 'id',
    createdAt: 'created_at',
    name: 'name',
    email: 'email',
    organization: 'organization',
  },
  textColumns: ['name', 'email', 'organization'],
  search: ['name', 'email', 'organization', 'message'],
  toRecord: toContactSubmission,
};

const newsletterSubscriptions: AdminResource<NewsletterSubscriptionRow> = {
  name: 'newsletter-subscriptions',
  label: 'newsletter subscription',
  table: 'newsletter_subscriptions',
  columns: { id: 'id', createdAt: 'created_at', email: 'email_lower', name: 'name' },
  textColumns: ['name'],
  search: ['email', 'name'],
  filters: { status: statusFilter(['subscribed', 'unsubscribed']) },
  // The list is of current subscribers unless staff ask for former ones.
  defaultFilter: { name: 'status', apply: (query) => query.where('status', 'subscribed') },
  toRecord: toSubscriptionRecord,
};

const evaluationRequests: AdminResource<EvaluationRequestRow> = {
  name: 'evaluation-requests',
  label: 'evaluation request',
  table: 'evaluation_requests',
  columns: {
    id: 'id',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    playerName: 'player_name',
    playerAge: 'player_age',
    position: 'player_position',
    school: 'player_school',
    parentName: 'parent_name',
    parentEmail: 'parent_email',
    status: 'status',
  },
  textColumns: ['playerName', 'position', 'school', 'parentName', 'parentEmail'],
  search: [
    'player_name',
    'player_position',
    'player_school',
    'parent_name',
    'parent_email',
    'parent_phone',
    'additional_info',
  ],
  filters: { status: statusFilter(EVALUATION_STATUSES) },
  toRecord: toEvaluationRecord,
  etag,
};

/**
 * The back office's resources (ra-data-simple-rest under /api/admin), admins only; each
 * resource's router is mounted at the root, its paths its operations' own.
 */
export function intakeAdminRoutes(ctx: AppContext): Router {
  const router = Router();

  router.use(
    adminResource(ctx, contactSubmissions, {
      operations: { list: op.contactSubmissions, read: op.contactSubmission },
      readOnlyMessage: 'Contact submissions are read-only',
    }),
  );
  router.use(
    adminResource(ctx, newsletterSubscriptions, {
      operations: { list: op.newsletterSubscriptions, read: op.newsletterSubscription },
      readOnlyMessage: 'Newsletter subscriptions change only through subscribe and unsubscribe',
    }),
  );
  router.use(
    adminResource(ctx, evaluationRequests, {
      operations: { list: op.evaluationRequests, read: op.evaluationRequest },
      readOnlyMessage: 'Only the status of an evaluation request can be changed, with PUT',
      itemMethods: 'GET, PUT',
      extend(resource) {
        route(resource, op.updateEvaluationRequest, async (req, res) => {
          if (!req.user) throw new NotSignedIn();
          const input = parseInput(evaluationUpdateSchema, req.body);
          const id = String(req.params.id);
          await findRecord(ctx, evaluationRequests, id);
          const appended = await changeEvaluationStatus(
            ctx,
            {
              requestId: id,
              to: input.status,
              expectedVersion: editedVersion(req, input.version),
            },
            requestMetadata(ctx, req, req.user.id),
          );
          if (appended) await awaitProjection(ctx, res, appended, ['EvaluationStatusChanged']);
          const row = await findRecord(ctx, evaluationRequests, id);
          res.set('ETag', etag(row));
          res.json(toEvaluationRecord(row));
        });
        // Erasure (issue 36): the request's key is deleted, and its personal fields read
        // "removed" in the back office, the parent's history and notifications, and rebuilds.
        route(resource, op.eraseEvaluationRequest, async (req, res) => {
          if (!req.user) throw new NotSignedIn();
          const id = String(req.params.id);
          await findRecord(ctx, evaluationRequests, id);
          const appended = await eraseEvaluation(ctx, id, requestMetadata(ctx, req, req.user.id));
          await awaitProjection(ctx, res, appended, ['EvaluationRequestErased']);
          const row = await findRecord(ctx, evaluationRequests, id);
          res.set('ETag', etag(row));
          res.json(toEvaluationRecord(row));
        });
      },
    }),
  );

  return router;
}
