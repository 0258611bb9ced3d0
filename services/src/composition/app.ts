import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { accountRoutes, adminUserRoutes, loadCurrentUser, resetRoutes } from '../accounts';
import { activityRoutes } from '../activity';
import { auditRoutes } from '../audit';
import type { AppContext } from '../core/context';
import { checkAnswers } from '../core/http/answers';
import { requireAdmin } from '../core/http/auth';
import { refuseCrossSite, refuseUnservedHost } from '../core/http/cross-site';
import { errorHandler } from '../core/http/error-handler';
import { requireJsonBodies } from '../core/http/json-only';
import { refuseNulCharacters } from '../core/http/no-nul';
import { noStore, noStoreWhenSignedIn } from '../core/http/no-store';
import { withSessionCookie } from '../core/http/sessions';
import { serveSpa } from '../core/http/spa';
import type { ProjectionControl } from '../core/projections';
import { cardCheckPaid, familyRoutes } from '../families';
import { healthRoutes, livenessRoutes } from '../health/routes';
import { intakeRoutes } from '../intake';
import { notificationRoutes } from '../notifications';
import { operationsRoutes } from '../operations';
import { paymentAdminRoutes, paymentWebhookRoutes, sandboxPageRoutes } from '../payments';
import { areaProfileRoutes, profileRoutes } from '../profiles';
import { boardAdminRoutes, boardRoutes } from '../prospects';
import { serveUploads, UPLOADS_PATH, uploadRoutes } from '../uploads';
import { VIDEO_EMBED_ORIGINS } from '../videos/constants';
import {
  badgeAdminRoutes,
  badgeRoutes,
  commentReadRoutes,
  commentRoutes,
  nominationReadRoutes,
  nominationRoutes,
  voteRoutes,
} from '../youscout';
import { API_AREAS, apiDocument, OPENAPI_PATH } from './api-document';
import { REPOSITORY_ROOT } from './root';

const root = REPOSITORY_ROOT;
/** A built single-page site, or undefined when it has not been built (tests of the API alone). */
const builtSite = (dir: string) => {
  const full = path.resolve(root, dir);
  return existsSync(path.join(full, 'index.html')) ? full : undefined;
};
// Overridable so a second checkout or a parallel build can be served without touching dist/.
const publicSite = builtSite(process.env.WEB_PUBLIC_DIST ?? 'web-public/dist');
const adminSite = builtSite(process.env.WEB_ADMIN_DIST ?? 'web-admin/dist');

/**
 * Helmet's headers with a policy both built sites run under: every script, style sheet, font and
 * image comes from this origin (uploads included), nothing but the video providers' players is
 * framed or embedded, and no `<base>` or form can point elsewhere. Mantine writes its CSS variables into `<style>` tags at
 * run time, so inline styles are allowed; inline scripts are not. HSTS is sent only in
 * production, where the site is behind HTTPS; a developer's http://localhost must stay usable.
 */
function securityHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'media-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // Only the video providers' privacy-enhanced players (services/src/videos).
        'frame-src': [...VIDEO_EMBED_ORIGINS],
        'script-src-attr': ["'none'"],
        ...(production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

/** The HTTP application: security middleware, each area's routes, the public site, errors. */
export function buildApp(
  ctx: AppContext,
  sessions: RequestHandler,
  projections: ProjectionControl,
): express.Express {
  const app = express();
  app.set('trust proxy', ctx.config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(ctx.config.nodeEnv === 'production'));
  // A name this site does not serve (DNS rebinding) reaches nothing; health checks are exempt.
  app.use(refuseUnservedHost(ctx.config.publicUrl));

  const api = express.Router();
  // Tests hold every answer to its documented schema (see core/http/answers.ts).
  if (ctx.config.nodeEnv === 'test') api.use(checkAnswers(API_AREAS));
  // Signed over the body's exact bytes: before the JSON parser.
  // Each area's reaction to its payments being paid (PaymentReaction).
  api.use(paymentWebhookRoutes(ctx, [cardCheckPaid]));
  api.use(
    // JSON answers over 1 kB go out compressed (the live board brings its own, made once).
    compression(),
    refuseCrossSite(ctx.config.publicUrl),
    requireJsonBodies(['/upload'], ['/newsletter']),
    express.json({ limit: '100kb' }),
    express.urlencoded({ extended: false, limit: '10kb' }),
    refuseNulCharacters,
  );
  api.get(OPENAPI_PATH, (_req, res) => {
    res.json(apiDocument());
  });
  // Liveness touches no session: it answers while Redis or the database is away.
  api.use(livenessRoutes());
  // Whatever a signed-in user is answered is theirs alone: never stored by any cache.
  api.use(withSessionCookie(sessions), loadCurrentUser(ctx), noStoreWhenSignedIn);
  // After the session: an admin reads the details (a probe with no cookie touches no session).
  api.use(healthRoutes(ctx, projections));
  // The public board first: its reads and votes are most of the API's calls, and each router
  // passed on the way costs every one of them a walk through its routes.
  api.use(boardRoutes(ctx));
  // Every admin call is the admin's alone, whichever area serves it (each area checks again).
  api.use('/admin', noStore, requireAdmin);
  api.use(accountRoutes(ctx, sessions));
  api.use(resetRoutes(ctx), profileRoutes(ctx), areaProfileRoutes(ctx));
  api.use(activityRoutes(ctx), uploadRoutes(ctx));
  api.use('/admin/users', adminUserRoutes(ctx));
  api.use(intakeRoutes(ctx), familyRoutes(ctx));
  api.use(nominationRoutes(ctx), voteRoutes(ctx), commentRoutes(ctx), badgeAdminRoutes(ctx));
  api.use(notificationRoutes(ctx));
  api.use(boardAdminRoutes(ctx), auditRoutes(ctx));
  api.use(operationsRoutes(ctx, projections));
  api.use(paymentAdminRoutes(ctx));
  api.use(nominationReadRoutes(ctx), commentReadRoutes(ctx));
  api.use(badgeRoutes(ctx));
  api.use((req, res) => {
    res.status(404).json({ message: `There is no API call ${req.method} ${req.originalUrl}` });
  });
  app.use('/api', api);
  // Before the SPA fallback, so an unknown upload is a 404 and never the page.
  app.use(UPLOADS_PATH, serveUploads(ctx.config.dataDir));
  app.use(sandboxPageRoutes(ctx));

  // The back office's own entry point, and document 2's old path to its prospect manager.
  app.get('/prospect-admin', (_req, res) => res.redirect(302, '/admin/prospects'));
  if (adminSite) serveSpa(app, '/admin', adminSite);
  if (publicSite) serveSpa(app, '/', publicSite);
  app.use(errorHandler);
  return app;
}
