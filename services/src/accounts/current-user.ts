import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../core/context';
import type { SignedInUser } from '../core/http/auth';
import { findUserById, loadUser, toPublicUser } from './commands';

/**
 * Ends the request's session and gives it a fresh, empty one (not stored until something is put
 * in it). A plain destroy would leave `req.session` undefined, and a sign-out or sign-in later
 * in the same request would then fail with a 500.
 */
const endSession = (req: Request) =>
  new Promise<void>((resolve, reject) => {
    req.session.regenerate((error) => (error ? reject(error) : resolve()));
  });

/**
 * Puts the signed-in user on the request. A session whose user was disabled, whose password
 * changed since sign-in, or that is past its absolute lifetime is ended instead.
 */
export function loadCurrentUser(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    // No session cookie, no session (see withSessionCookie): nobody is signed in.
    if (!req.session) return next();
    const { userId, epoch, startedAt } = req.session;
    if (!userId) return next();
    const account = await findAccount(ctx, userId);
    // The sign-in time lives in the stored session, so no cookie can stretch this lifetime. A
    // session's age is measured on the machine's clock, as its store's idle expiry is.
    const expired =
      startedAt === undefined || Date.now() - startedAt > ctx.config.sessionAbsoluteTimeoutMs;
    if (account?.status !== 'active' || account.epoch !== epoch || expired) {
      await endSession(req);
      return next();
    }
    req.user = account.user;
    next();
  };
}

type Account = { status: 'active' | 'disabled'; epoch: number; user: SignedInUser };

/**
 * The session's account from the users table, or, while that table has not yet taken in the
 * registration (its projector running late), from the account's own stream: a user who just
 * registered is signed in on the next request, however far behind the read side is.
 */
async function findAccount(ctx: AppContext, userId: string): Promise<Account | undefined> {
  const row = await findUserById(ctx.knex, userId);
  if (row) return { status: row.status, epoch: row.session_epoch, user: toPublicUser(row) };
  const { state } = await loadUser(ctx.store, userId);
  if (state.status === 'unregistered') return undefined;
  const { id, username, email, role, registeredAt, emailConfirmed } = state;
  return {
    status: state.status,
    epoch: state.sessionEpoch,
    user: { id, username, email, role, createdAt: new Date(registeredAt), emailConfirmed },
  };
}

/** Signs a user in on a fresh session id, so a session fixed before sign-in is worthless. */
export async function beginSession(
  req: Request,
  user: { id: string; session_epoch: number },
): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((error) => (error ? reject(error) : resolve())),
  );
  req.session.userId = user.id;
  req.session.epoch = user.session_epoch;
  req.session.startedAt = Date.now();
  await new Promise<void>((resolve, reject) =>
    req.session.save((error) => (error ? reject(error) : resolve())),
  );
}

/** Signs out: the stored session is deleted, so its cookie is worthless even if kept. */
export async function endSignedInSession(req: Request): Promise<void> {
  // No session at all (no store answered for this request): nothing to end.
  if (!req.session) return;
  await new Promise<void>((resolve, reject) =>
    req.session.destroy((error) => (error ? reject(error) : resolve())),
  );
}

/**
 * A check that the request's session is still what it was: stored (not signed out, not idle
 * past its timeout), within its absolute lifetime, and its account active at the session's
 * epoch (not disabled, no password change since sign-in). It reads the session store and the
 * account's own stream, both shared by every API process, so a sign-out, disabling or password
 * change on another process ends it too. For a long answer (the live notification stream),
 * which would otherwise outlive the session it began under.
 */
export function sessionWatch(ctx: AppContext, req: Request): () => Promise<boolean> {
  const { sessionID: sessionId, sessionStore: store } = req;
  const userId = req.session?.userId;
  return async () => {
    if (!userId || !store || !sessionId) return false;
    const stored = await new Promise<Request['session'] | null | undefined>((resolve, reject) =>
      store.get(sessionId, (error, session) =>
        error ? reject(error) : resolve(session as Request['session'] | null | undefined),
      ),
    );
    if (!stored || stored.userId !== userId) return false;
    const { startedAt, epoch } = stored;
    if (startedAt === undefined || Date.now() - startedAt > ctx.config.sessionAbsoluteTimeoutMs)
      return false;
    const { state } = await loadUser(ctx.store, userId);
    return state.status === 'active' && state.sessionEpoch === epoch;
  };
}
