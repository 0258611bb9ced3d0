import { type Request, type RequestHandler, type Response, Router } from 'express';
import { type AppContext, awaitProjection, clientKey, requestMetadata } from '../core/context';
import { DomainError, NotSignedIn } from '../core/errors';
import { requireSignedIn, type SignedInUser } from '../core/http/auth';
import { noStore } from '../core/http/no-store';
import { spend } from '../core/http/rate-limits';
import { route } from '../core/http/route';
import { SESSION_COOKIE } from '../core/http/sessions';
import { parseInput } from '../core/http/validate';
import { decideCreateMatchupProfile, initialAreaProfiles } from '../profiles';
import { ensureAdmin } from './admin';
import { findUserByUsername, registerUser, toPublicUser } from './commands';
import { beginSession, endSignedInSession } from './current-user';
import { confirmEmail, sendConfirmationMail } from './email-confirmation';
import type { Role } from './events';
import { registerSchema } from './new-password-schemas';
import { accountsOperations as op } from './openapi';
import { dummyHash, verifyPassword } from './passwords';
import { recordRegistrationClient } from './registration-clients';
import {
  type AdminCheck,
  type AdminCheckRefused,
  type AuthTest,
  confirmEmailSchema,
  loginSchema,
  type MessageAnswer,
  type User,
} from './schemas';

const INVALID_LOGIN = 'Invalid username or password';
const TOO_MANY_FAILURES_HERE =
  'Too many failed sign-in attempts from this address; try again later';
const TOO_MANY_FAILURES = 'Too many failed sign-in attempts; try again later';

const CONFIRMED = 'Thank you: your e-mail address is confirmed, and your votes count.';
const ALREADY_CONFIRMED = 'Your e-mail address is already confirmed.';
const CONFIRMATION_SENT =
  'We sent a confirmation link to your e-mail address. Follow it to have your votes counted.';
const NO_ADDRESS = 'This account has no e-mail address to confirm';
const TOO_MANY_RESENDS = 'Too many requests from this address; try again later';

const logMailFailure = (error: unknown) =>
  console.error('confirmation mail failed:', error instanceof Error ? error.message : error);

/** What a browser shows after following the link; `message` is this file's text. */
const confirmedPage = (message: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>E-mail address | NOLA Sports</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>E-mail address</h1>
<p>${message}</p>
<p><a href="/">Back to NOLA Sports</a></p>
</body>
</html>
`;

const ADMIN_FROM_OPERATOR =
  'The admin account is created by the operator: set ADMIN_USERNAME and ADMIN_PASSWORD and restart, or run: npm run create-admin -- --username <name> --password <password>';

/** One username tried from one client, as a key that names neither (nothing raw is stored). */
const usernameAndClientKey = (ctx: AppContext, username: string, client: string) =>
  ctx.keys.visitor.mac(`login\0${username.trim().toLowerCase()}\0${client}`).toString('base64url');

// The users table holds only the roles its events allow (accounts/events.ts checks them).
const roleOf = (user: { role: string }) => user.role as Role;

/** A user as the API answers it: its sign-up time as an ISO string, never the password hash. */
const toUserAnswer = (user: SignedInUser): User => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role: roleOf(user),
  createdAt: user.createdAt.toISOString(),
  emailConfirmed: user.emailConfirmed,
});

/** `sessions`: the session middleware, for the calls that begin or end a session. */
export function accountRoutes(ctx: AppContext, sessions: RequestHandler): Router {
  const router = Router();
  // These answers depend on the session: no cache, shared or the browser's, may keep one.
  router.use(
    ['/register', '/login', '/logout', '/user', '/check-admin', '/auth-test', '/confirm-email'],
    noStore,
  );

  route(router, op.register, sessions, async (req, res) => {
    await spend(
      ctx.limits.registrationsByIp,
      clientKey(ctx, req),
      'Too many registrations from this address; try again later',
    );
    const { variant, ...input } = parseInput(registerSchema, req.body);
    const metadata = requestMetadata(ctx, req, null);
    // The Matchups variant's profile is recorded in the registration's own append.
    const matchupProfile = (userId: string, now: Date) =>
      variant === 'matchups'
        ? decideCreateMatchupProfile(
            { type: 'CreateMatchupProfile', userId, role: input.role, now },
            initialAreaProfiles,
          )
        : [];
    const { userId, appended } = await registerUser(ctx, input, metadata, matchupProfile);
    // Which client made it, for staff reviewing a burst of votes (30 days, not in the log).
    await recordRegistrationClient(
      ctx.knex,
      userId,
      clientKey(ctx, req),
      new Date(metadata.occurredAt),
    );
    // What it appended: a YouScout registration writes no Matchups profile, whose projector
    // its nudge would not wake.
    await awaitProjection(ctx, res, appended, appended.types);
    await beginSession(req, { id: userId, session_epoch: 0 });
    res.status(201).json(
      toUserAnswer({
        id: userId,
        username: input.username,
        email: input.email,
        role: input.role,
        createdAt: new Date(metadata.occurredAt),
        emailConfirmed: false,
      }),
    );
    // After the answer: the mail's ledger and sending cost the new member no wait.
    sendConfirmationMail(
      ctx,
      { id: userId, username: input.username, email: input.email },
      new Date(metadata.occurredAt),
    ).catch(logMailFailure);
  });

  /** Following the mailed link: a page for a browser, JSON for anything else. */
  route(router, op.confirmEmailLink, async (req, res) => {
    const { token } = parseInput(confirmEmailSchema, req.query);
    const message = await confirm(token, req, res);
    res.format({
      json: () => res.json({ message } satisfies MessageAnswer),
      html: () => res.send(confirmedPage(message)),
      default: () => res.json({ message } satisfies MessageAnswer),
    });
  });

  route(router, op.confirmEmail, async (req, res) => {
    const { token } = parseInput(confirmEmailSchema, req.body);
    res.json({ message: await confirm(token, req, res) } satisfies MessageAnswer);
  });

  route(router, op.resendConfirmation, requireSignedIn, async (req, res) => {
    const user = req.user as SignedInUser;
    if (user.emailConfirmed) {
      res.json({ message: ALREADY_CONFIRMED } satisfies MessageAnswer);
      return;
    }
    if (user.email === null) throw new DomainError(NO_ADDRESS, 409);
    await spend(ctx.limits.resetRequestsByClient, clientKey(ctx, req), TOO_MANY_RESENDS);
    await sendConfirmationMail(ctx, user, ctx.clock.now());
    res.json({ message: CONFIRMATION_SENT } satisfies MessageAnswer);
  });

  const confirm = async (token: string, req: Request, res: Response) => {
    const appended = await confirmEmail(
      ctx,
      token,
      requestMetadata(ctx, req, req.user?.id ?? null),
    );
    // Once answered, the member's next vote counts.
    if (appended) await awaitProjection(ctx, res, appended, ['EmailConfirmed']);
    return appended ? CONFIRMED : ALREADY_CONFIRMED;
  };

  route(router, op.login, sessions, async (req, res) => {
    const input = parseInput(loginSchema, req.body);
    const client = clientKey(ctx, req);
    const userAndClient = usernameAndClientKey(ctx, input.username, client);
    // Every attempt spends its points before the password is checked, and a success gives them
    // back: checking first and spending after a failure let parallel guesses all pass the check.
    await spend(ctx.limits.loginFailuresByIp, client, TOO_MANY_FAILURES_HERE);
    await spend(ctx.limits.loginFailuresByUserAndIp, userAndClient, TOO_MANY_FAILURES);

    const row = await findUserByUsername(ctx.knex, input.username);
    // An unknown user costs the same hashing work as a known one, so timing tells nothing.
    const matches = await verifyPassword(row?.password_hash ?? (await dummyHash()), input.password);
    if (!row || !matches || row.status !== 'active') throw new DomainError(INVALID_LOGIN, 401);
    // Only failures count: a success forgets this username's run of them and returns its point.
    await Promise.all([
      ctx.limits.loginFailuresByUserAndIp.delete(userAndClient),
      ctx.limits.loginFailuresByIp.reward(client, 1),
    ]);
    await beginSession(req, row);
    res.json(toUserAnswer(toPublicUser(row)));
  });

  route(router, op.logout, sessions, async (req, res) => {
    await endSignedInSession(req);
    res.clearCookie(SESSION_COOKIE);
    res.json({ message: 'Logged out' } satisfies MessageAnswer);
  });

  route(router, op.user, (req, res) => {
    if (!req.user) throw new NotSignedIn('Not signed in');
    res.json(toUserAnswer(req.user));
  });

  route(router, op.checkAdmin, (req, res) => {
    if (req.user?.role === 'admin') {
      res.json({ isAdmin: true, message: 'Admin check passed' } satisfies AdminCheck);
      return;
    }
    const refused: AdminCheckRefused = {
      isAdmin: false,
      message: 'You do not have administrator privileges',
    };
    res.status(403).json(refused);
  });

  route(router, op.authTest, (req, res) => {
    const answer: AuthTest = {
      isAuthenticated: Boolean(req.user),
      user: req.user ? { username: req.user.username, role: roleOf(req.user) } : null,
    };
    res.json(answer);
  });

  /**
   * Document 2's call: "creates the admin account if missing". It still does, from the
   * operator's ADMIN_USERNAME/ADMIN_PASSWORD only (start-up has done it already), and answers
   * everyone the same, whether credentials are set, an admin existed or one was made now: a
   * stranger must not learn whether the site has an admin, nor its name (which a refusal would
   * give away). What went wrong goes to the operator's log.
   */
  route(router, op.createAdmin, async (req, res) => {
    if (ctx.config.admin) {
      const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
      await ensureAdmin(ctx, ctx.config.admin, metadata).catch((error: unknown) => {
        if (!(error instanceof DomainError)) throw error;
        console.error(`GET /api/create-admin: ${error.message}`);
      });
    }
    res.json({ message: ADMIN_FROM_OPERATOR } satisfies MessageAnswer);
  });

  return router;
}
