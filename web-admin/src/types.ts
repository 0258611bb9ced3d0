/** The records and answers of the API the back office reads (see docs/api.md). */

import type { AdminUser, AdminUserWithVersion } from '@server/accounts/admin-users-schemas';
import type { Role } from '@server/accounts/events';
import type { VerificationStatus } from '@server/profiles/constants';

export type { Position } from '@server/prospects/constants';

/** GET /api/admin/prospects/{id}: the board's fields plus the versions an edit must carry. */
export type Prospect = {
  id: string;
  firstName: string;
  lastName: string;
  school: string;
  teamName: string;
  positionPrimary: string;
  positionSecondary: string;
  battingThrowingHand: string;
  gradYear: number;
  nolaRank: number | null;
  nolaEvaluated: boolean;
  communityVotes: number;
  version: number;
  rankVersion: number | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/prospects (optionally ?asOf=): the public board as it stands or stood. */
export type BoardProspect = {
  id: string;
  firstName: string;
  lastName: string;
  school: string;
  teamName: string;
  positionPrimary: string;
  positionSecondary: string;
  battingThrowingHand: string;
  gradYear: number;
  nolaRank: number | null;
  nolaEvaluated: boolean;
  communityVotes: number;
  rankChange: number | null;
  communityRank: number;
};

export type RankMove = { prospectId: string; from: number | null; to: number | null };

type HistoryBase = {
  position: string;
  eventId: string;
  at: string;
  actorId: string | null;
  actor: string | null;
};

/** One entry of GET /api/admin/prospects/{id}/history. */
export type HistoryEntry = HistoryBase &
  (
    | { type: 'ProspectAdded'; fields: Record<string, unknown> }
    | { type: 'ProspectUpdated'; changes: Record<string, { from: unknown; to: unknown }> }
    | { type: 'ProspectRemoved' }
    | {
        type: 'RankSwapped' | 'RankAssigned' | 'RankFreed';
        rank: { from: number | null; to: number | null };
        cause: { action: string; prospectId: string; prospectName: string };
        moves: RankMove[];
      }
    | { type: 'VoteCast'; signedIn: boolean }
  );

// The form records (dashboard tabs and the back office's resources): the server's answer schemas.
export type { EvaluationStatus } from '@server/intake/events';
export type {
  ContactSubmission,
  EvaluationRequest,
  EvaluationRequestRecord,
  NewsletterSubscription,
  NewsletterSubscriptionRecord,
} from '@server/intake/schemas';

// The users' form's role choices, held to the server's list by `satisfies`.
export const ROLES = [
  'athlete',
  'coach',
  'scout',
  'parent',
  'fan',
  'admin',
] as const satisfies readonly Role[];
// A coach's verification: the profiles area's list, once.
export { VERIFICATION_STATUSES } from '@server/profiles/constants';
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

// GET /api/admin/projections and /api/admin/stats: the server's answer schemas.
export type { Projection, Stats } from '@server/operations/schemas';

import type { Projection } from '@server/operations/schemas';
export type ProjectionState = Projection['state'];
