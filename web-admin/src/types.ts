/** The records and answers of the API the back office reads (see docs/api.md). */

import type { AdminUser, AdminUserWithVersion } from '@server/accounts/admin-users-schemas';
import type { Role } from '@server/accounts/constants';
import type { VerificationStatus } from '@server/profiles/constants';

// The users' form's role choices: the server's list, once.
export { ROLES } from '@server/accounts/constants';
// The form records (dashboard tabs and the back office's resources): the server's answer schemas.
export type { EvaluationStatus } from '@server/intake/events';
export type {
  ContactSubmission,
  EvaluationRequest,
  EvaluationRequestRecord,
  NewsletterSubscription,
  NewsletterSubscriptionRecord,
} from '@server/intake/schemas';
// A coach's verification: the profiles area's list, once.
export { VERIFICATION_STATUSES } from '@server/profiles/constants';
export type { Position } from '@server/prospects/constants';
// The board's answers: the server's answer schemas. Prospect: GET /api/admin/prospects/{id}, the
// board's fields plus the versions an edit must carry; BoardProspect: GET /api/prospects
// (optionally ?asOf=); HistoryAnswer: GET /api/admin/prospects/{id}/history, its entries
// (HistoryEntry) and the events no reader could parse.
export type {
  BoardProspect,
  HistoryAnswer,
  HistoryEntry,
  ProspectRecord as Prospect,
  RankMove,
} from '@server/prospects/schemas';
export type { Role, VerificationStatus };

/** GET /api/admin/users: a user; GET and PUT /api/admin/users/:id add its version. */
export type User = AdminUser & { version?: AdminUserWithVersion['version'] };

// GET /api/user: the server's answer schema.
export type { User as CurrentUser } from '@server/accounts/schemas';

// GET /api/admin/events: the server's answer schemas.
export type { EventPage, LoggedEvent } from '@server/audit/schemas';

export type EventQuery = {
  stream?: string;
  type?: string;
  actor?: string;
  from?: string;
  to?: string;
  after?: string;
  limit?: number;
};

// GET /api/admin/projections, /processes and /stats: the server's answer schemas.
export type {
  BackgroundProcessRecord as BackgroundProcess,
  Projection,
  Stats,
} from '@server/operations/schemas';

import type { Projection } from '@server/operations/schemas';
export type ProjectionState = Projection['state'];
