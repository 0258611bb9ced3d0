import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { loadCurrentUser } from '../accounts';
import type { AreaMount, ProcessStatus } from '../core/area';
import type { AppContext } from '../core/context';
import { checkAnswers } from '../core/http/answers';
import { requireAdmin } from '../core/http/auth';
import { refuseCrossSite, refuseUnservedHost } from '../core/http/cross-site';
import { errorHandler } from '../core/http/error-handler';
import { requireJsonBodies } from '../core/http/json-only';
import { refuseNulCharacters } from '../core/http/no-nul';
import { noStore, noStoreWhenSignedIn } from '../core/http/no-store';
import { route } from '../core/http/route';
import { withSessionCookie } from '../core/http/sessions';
import { serveSpa } from '../core/http/spa';
import type { ProjectionControl } from '../core/projections';
import { healthRoutes, livenessRoutes } from '../health/routes';
import { VIDEO_EMBED_ORIGINS } from '../videos/constants';
import { API_AREAS, apiDocument, documentOperation } from './api-document';
import { AREAS, offered } from './areas';
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
  processes: () => readonly ProcessStatus[] = () => [],
): express.Express {
  const mount: AreaMount = { ctx, sessions, projections, processes, offered };
  const app = express();
  app.set('trust proxy', ctx.config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(ctx.config.nodeEnv === 'production'));
  // A name this site does not serve (DNS rebinding) reaches nothing; health checks are exempt.
  app.use(refuseUnservedHost(ctx.config.publicUrl));

  const api = express.Router();
  // Tests hold every answer to its documented schema (see core/http/answers.ts).
  if (ctx.config.nodeEnv === 'test') api.use(checkAnswers(API_AREAS));
  // Signed over the body's exact bytes (a provider's webhook): before the body parsers.
  for (const area of AREAS) for (const router of area.rawBodyRoutes?.(mount) ?? []) api.use(router);
  api.use(
    // JSON answers over 1 kB go out compressed (the live board brings its own, made once).
    compression(),
    refuseCrossSite(ctx.config.publicUrl),
    requireJsonBodies(['/upload'], ['/newsletter']),
    express.json({ limit: '100kb' }),
    express.urlencoded({ extended: false, limit: '10kb' }),
    refuseNulCharacters,
  );
  route(api, documentOperation, (_req, res) => {
    res.json(apiDocument());
  });
  // Liveness touches no session: it answers while Redis or the database is away.
  api.use(livenessRoutes());
  // Whatever a signed-in user is answered is theirs alone: never stored by any cache.
  api.use(withSessionCookie(sessions), loadCurrentUser(ctx), noStoreWhenSignedIn);
  // After the session: an admin reads the details (a probe with no cookie touches no session).
  api.use(healthRoutes(ctx, projections));
  // Every admin call is the admin's alone, whichever area serves it (each area checks again).
  api.use('/admin', noStore, requireAdmin);
  // Each area's routers, in the registry's order (composition/areas.ts).
  for (const area of AREAS) for (const router of area.routes?.(mount) ?? []) api.use(router);
  api.use((req, res) => {
    res.status(404).json({ message: `There is no API call ${req.method} ${req.originalUrl}` });
  });
  app.use('/api', api);
  for (const area of AREAS) for (const router of area.siteRoutes?.(mount) ?? []) app.use(router);

  if (adminSite) serveSpa(app, '/admin', adminSite);
  if (publicSite) {
    const screens = AREAS.flatMap((area) => Object.entries(area.firstScreens?.(mount) ?? {}));
    serveSpa(app, '/', publicSite, new Map(screens));
  }
  app.use(errorHandler);
  return app;
}
