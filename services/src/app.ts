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
import { profileRoutes } from './profiles';
import { serveUploads, UPLOADS_PATH, uploadRoutes } from './uploads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const publicSite = [path.join(root, 'web-public/dist'), path.join(root, 'web-public')].find((dir) =>
  existsSync(path.join(dir, 'index.html')),
);

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
  api.use((req, res) => {
    res.status(404).json({ message: `There is no API call ${req.method} ${req.originalUrl}` });
  });
  app.use('/api', api);
  // Before the SPA fallback, so an unknown upload is a 404 and never the page.
  app.use(UPLOADS_PATH, serveUploads(ctx.config.dataDir));

  if (publicSite) {
    app.use(express.static(publicSite, { index: 'index.html' }));
    app.get('/{*path}', (_req, res) => res.sendFile(path.join(publicSite, 'index.html')));
  }
  app.use(errorHandler);
  return app;
}
