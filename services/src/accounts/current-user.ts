import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../core/context';
import { ABSOLUTE_TIMEOUT_MS } from '../core/http/sessions';
import { findUserById, toPublicUser } from './commands';

const endSession = (req: Request) =>
  new Promise<void>((resolve) => {
    req.session.destroy(() => resolve());
  });

/**
 * Puts the signed-in user on the request. A session whose user was disabled, whose password
 * changed since sign-in, or that is past its absolute lifetime is ended instead.
 */
export function loadCurrentUser(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const { userId, epoch, startedAt } = req.session;
    if (!userId) return next();
    const row = await findUserById(ctx.knex, userId);
    const expired = startedAt === undefined || Date.now() - startedAt > ABSOLUTE_TIMEOUT_MS;
    if (row?.status !== 'active' || row.session_epoch !== epoch || expired) {
      await endSession(req);
      return next();
    }
    req.user = toPublicUser(row);
    next();
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
