import type { RequestHandler } from 'express';
import { Forbidden, NotSignedIn } from '../errors';

/** The signed-in user as every area sees it (the accounts area fills it from the session). */
export type SignedInUser = {
  id: string;
  username: string;
  email: string | null;
  role: string;
  createdAt: Date;
  /** Whether the account's address is confirmed: a signed-in vote counts only then. */
  emailConfirmed: boolean;
};

declare global {
  namespace Express {
    interface Request {
      user?: SignedInUser;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** The user's session epoch at sign-in: a password change or disabling bumps it. */
    epoch?: number;
    /** When the session began, for the absolute timeout. */
    startedAt?: number;
  }
}

export const requireSignedIn: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new NotSignedIn());
};

export const CONFIRM_TO_VOTE = 'Confirm your e-mail address to vote';

/**
 * A vote's gate: a signed-in vote counts only from an account whose address is confirmed, so
 * new accounts with made-up addresses add no votes (issue 36 item 17). Signed out, the client
 * key (one a /64 for IPv6) is the voter.
 */
export function refuseUnconfirmedVoter(user: SignedInUser | undefined): void {
  if (user && !user.emailConfirmed) throw new Forbidden(CONFIRM_TO_VOTE);
}

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new NotSignedIn());
  if (req.user.role !== 'admin')
    return next(new Forbidden('You do not have administrator privileges'));
  next();
};
