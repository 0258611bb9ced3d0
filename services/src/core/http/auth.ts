import type { RequestHandler } from 'express';
import { Forbidden, NotSignedIn } from '../errors';

/** The signed-in user as every area sees it (the accounts area fills it from the session). */
export type SignedInUser = {
  id: string;
  username: string;
  email: string | null;
  role: string;
  createdAt: Date;
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

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new NotSignedIn());
  if (req.user.role !== 'admin')
    return next(new Forbidden('You do not have administrator privileges'));
  next();
};
