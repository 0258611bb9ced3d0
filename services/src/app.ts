import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import type { ProjectionRunner } from '../../projections/src/runner/runner';
import { accountRoutes, adminUserRoutes, loadCurrentUser, resetRoutes } from './accounts';
import { activityRoutes } from './activity';
import { auditRoutes } from './audit';
import { boardAdminRoutes, boardRoutes } from './board';
import type { AppContext } from './core/context';
import { requireAdmin } from './core/http/auth';
import { refuseCrossSite } from './core/http/cross-site';
import { errorHandler } from './core/http/error-handler';
import { requireJsonBodies } from './core/http/json-only';
import { refuseNulCharacters } from './core/http/no-nul';
import { healthRoutes } from './health/routes';
import { intakeRoutes } from './intake';
import { operationsRoutes } from './operations';
import { profileRoutes } from './profiles';
import { serveUploads, UPLOADS_PATH, uploadRoutes } from './uploads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A built single-page site, or undefined when it has not been built (tests of the API alone). */
const builtSite = (dir: string) => {
  const full = path.resolve(root, dir);
  return existsSync(path.join(full, 'index.html')) ? full : undefined;
};
// Overridable so a second checkout or a parallel build can be served without touching dist/.
const publicSite = builtSite(process.env.WEB_PUBLIC_DIST ?? 'web-public/dist');
const adminSite = builtSite(process.env.WEB_ADMIN_DIST ?? 'web-admin/dist');

/** Serves a built SPA under `mount`: its files, and its index.html for every other path. */
function serveSpa(app: express.Express, mount: string, dir: string): void {
  app.use(
    mount,
    express.static(dir, {
      index: false,
      // Vite names built assets by their content hash, so those never change; the rest may.
      setHeaders: (res, file) =>
        res.set(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        ),
    }),
  );
  app.get(mount === '/' ? '/{*path}' : [mount, `${mount}/{*path}`], (_req, res) =>
    res.set('Cache-Control', 'no-cache').sendFile(path.join(dir, 'index.html')),
  );
}

/** The HTTP application: security middleware, each area's routes, the public site, errors. */
export function buildApp(
  ctx: AppContext,
  sessions: RequestHandler,
  runner: ProjectionRunner,
): express.Express {
  const app = express();
  app.set('trust proxy', ctx.config.trustProxy);
  app.disable('x-powered-by');
  app.use(helmet());

  const api = express.Router();
  api.use(
    refuseCrossSite,
    requireJsonBodies(['/upload']),
    express.json({ limit: '100kb' }),
    refuseNulCharacters,
  );
  api.use(healthRoutes(ctx, runner));
  api.use(sessions, loadCurrentUser(ctx));
  // Every admin call is the admin's alone, whichever area serves it (each area checks again).
  api.use('/admin', requireAdmin);
  api.use(accountRoutes(ctx));
  api.use(resetRoutes(ctx), profileRoutes(ctx), activityRoutes(ctx), uploadRoutes(ctx));
  api.use('/admin/users', adminUserRoutes(ctx));
  api.use(intakeRoutes(ctx));
  api.use(boardRoutes(ctx), boardAdminRoutes(ctx), auditRoutes(ctx));
  api.use(operationsRoutes(ctx, runner));
  api.use((req, res) => {
    res.status(404).json({ message: `There is no API call ${req.method} ${req.originalUrl}` });
  });
  app.use('/api', api);
  // Before the SPA fallback, so an unknown upload is a 404 and never the page.
  app.use(UPLOADS_PATH, serveUploads(ctx.config.dataDir));

  // The back office's own entry point, and document 2's old path to its prospect manager.
  app.get('/prospect-admin', (_req, res) => res.redirect(302, '/admin/prospects'));
  if (adminSite) serveSpa(app, '/admin', adminSite);
  if (publicSite) serveSpa(app, '/', publicSite);
  app.use(errorHandler);
  return app;
}
