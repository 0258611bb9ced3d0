import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import type { ProjectionRunner } from '../../projections/src/runner/runner';
import { accountRoutes, loadCurrentUser } from './accounts';
import type { AppContext } from './core/context';
import { refuseCrossSite } from './core/http/cross-site';
import { errorHandler } from './core/http/error-handler';
import { requireJsonBodies } from './core/http/json-only';
import { healthRoutes } from './health/routes';

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
  api.use(refuseCrossSite, requireJsonBodies(['/upload']), express.json({ limit: '100kb' }));
  api.use(healthRoutes(ctx, runner));
  api.use(sessions, loadCurrentUser(ctx));
  api.use(accountRoutes(ctx));
  api.use((req, res) => {
    res.status(404).json({ message: `There is no API call ${req.method} ${req.originalUrl}` });
  });
  app.use('/api', api);

  if (publicSite) {
    app.use(express.static(publicSite, { index: 'index.html' }));
    app.get('/{*path}', (_req, res) => res.sendFile(path.join(publicSite, 'index.html')));
  }
  app.use(errorHandler);
  return app;
}
