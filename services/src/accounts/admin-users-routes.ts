import { type Request, Router } from 'express';
import type { Knex } from 'knex';
import { type AppContext, appendEvents, awaitProjection, requestMetadata } from '../core/context';
import { DomainError, NotSignedIn, ValidationFailed } from '../core/errors';
import type { AppendResult } from '../core/event-store/event-store';
import { requireAdmin } from '../core/http/auth';
import { route } from '../core/http/route';
import {
  containsPattern,
  fetchPage,
  idsFilter,
  parseListQuery,
  sendList,
} from '../core/http/simple-rest';
import { parseInput } from '../core/http/validate';
import { isUuid } from '../core/ids';
import {
  decideCoachVerification,
  loadProfile,
  profileStream,
  type VerificationStatus,
} from '../profiles';
import { decideAdminUpdateUser } from './admin-users-decide';
import {
  type AdminUser,
  type AdminUserWithVersion,
  adminUserFilterSchema,
  adminUserUpdateSchema,
} from './admin-users-schemas';
import { loadUser } from './commands';
import { UserNotFound } from './errors';
import { type Role, userStream } from './events';
import { accountsOperations as op } from './openapi';

const COLUMNS: Record<string, string> = {
  id: 'u.id',
  // Names sort as people read them, whatever their case.
  username: 'u.username_lower',
  email: 'u.email',
  role: 'u.role',
  status: 'u.status',
  createdAt: 'u.created_at',
};

type AdminUserRow = {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  status: 'active' | 'disabled';
  created_at: Date;
  updated_at: Date;
  verification_status: VerificationStatus | null;
};

/** The back office's record: never the password hash. */
const toRecord = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  status: row.status,
  disabled: row.status === 'disabled',
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  // null: the user has not created a profile.
  verificationStatus: row.verification_status,
});

const usersWithProfiles = (knex: Knex) =>
  knex('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select(
      'u.id',
      'u.username',
      'u.email',
      'u.role',
      'u.status',
      'u.created_at',
      'u.updated_at',
      'p.verification_status',
    );

async function findRecord(knex: Knex, id: string): Promise<AdminUser | undefined> {
  if (!isUuid(id)) return undefined;
  const row = (await usersWithProfiles(knex).where('u.id', id).first()) as AdminUserRow | undefined;
  return row ? toRecord(row) : undefined;
}

/** The user id in the path (a named route parameter is always one string). */
const idOf = (req: Request): string => String(req.params.id);

const actorOf = (req: Request) => {
  if (!req.user) throw new NotSignedIn();
  return req.user;
};

/** GET/PUT /api/admin/users in the ra-data-simple-rest dialect; admins only. */
export function adminUserRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use('/admin/users', requireAdmin);

  route(router, op.listUsers, async (req, res) => {
    const list = parseListQuery(req.query, {
      sortable: Object.keys(COLUMNS),
      defaultSort: ['createdAt', 'desc'],
    });
    const filter = parseInput(adminUserFilterSchema, list.filter);
    const query = usersWithProfiles(ctx.knex);
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      query.where((w) => w.whereILike('u.username', pattern).orWhereILike('u.email', pattern));
    }
    if (filter.role) query.where('u.role', filter.role);
    if (filter.status) query.where('u.status', filter.status);
    const ids = idsFilter(list.filter);
    if (ids) query.whereIn('u.id', ids);
    const page = await fetchPage<AdminUserRow>(query, list, (field) => COLUMNS[field] ?? 'u.id');
    sendList(res, 'users', list, { rows: page.rows.map(toRecord), total: page.total });
  });

  route(router, op.readUser, async (req, res) => {
    const record = await findRecord(ctx.knex, idOf(req));
    if (!record) throw new UserNotFound();
    const { revision } = await loadUser(ctx.store, record.id);
    const answer: AdminUserWithVersion = {
      ...record,
      version: revision === 'no_stream' ? null : revision,
    };
    res.json(answer);
  });

  route(router, op.updateUser, async (req, res) => {
    const actor = actorOf(req);
    const input = parseInput(adminUserUpdateSchema, req.body);
    const id = idOf(req);
    if (input.id !== undefined && input.id !== id) {
      throw new ValidationFailed({ id: 'The id in the body differs from the one in the path' });
    }
    if (!isUuid(id)) throw new UserNotFound();
    const user = await loadUser(ctx.store, id);
    if (user.state.status === 'unregistered') throw new UserNotFound();
    if (input.version !== undefined && input.version !== user.revision) {
      throw new DomainError(
        'Someone else changed this user since you opened it; reload and try again',
        412,
      );
    }
    const metadata = requestMetadata(ctx, req, actor.id);
    const now = new Date(metadata.occurredAt);
    // Every refusal happens before anything is appended, so a refused edit changes nothing.
    const userEvents = decideAdminUpdateUser(
      {
        type: 'AdminUpdateUser',
        actorId: actor.id,
        userId: id,
        role: input.role,
        disabled: input.disabled,
        now,
      },
      user.state,
    );
    const profile = await loadProfile(ctx.store, id);
    const verificationEvents =
      input.verificationStatus == null
        ? []
        : decideCoachVerification(
            {
              type: 'ChangeCoachVerification',
              userId: id,
              role: input.role ?? user.state.role,
              verificationStatus: input.verificationStatus,
              now,
            },
            profile.state,
          );

    const appended: [AppendResult, string[]][] = [];
    let version = user.revision;
    if (userEvents.length > 0) {
      const result = await appendEvents(ctx, userStream(id), userEvents, user.revision, metadata);
      appended.push([result, userEvents.map((e) => e.type)]);
      version = result.nextRevision;
    }
    if (verificationEvents.length > 0) {
      const result = await appendEvents(
        ctx,
        profileStream(id),
        verificationEvents,
        profile.revision,
        metadata,
      );
      appended.push([result, verificationEvents.map((e) => e.type)]);
    }
    for (const [result, types] of appended) await awaitProjection(ctx, res, result, types);

    const record = await findRecord(ctx.knex, id);
    if (!record) throw new UserNotFound();
    const answer: AdminUserWithVersion = {
      ...record,
      version: version === 'no_stream' ? null : version,
    };
    res.json(answer);
  });

  return router;
}
