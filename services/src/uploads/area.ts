import { Router } from 'express';
import type { ServiceArea } from '../core/area';
import { UPLOADS_PATH } from './constants';
import { photoUploadedSchema } from './events';
import { uploadsApi } from './openapi';
import { uploadRoutes } from './routes';
import { serveUploads } from './static';
import { sweepUploadsPeriodically } from './sweep';

/** Uploads: profile photos, stored under the data directory and served from /uploads. */
export const uploadsArea: ServiceArea = {
  name: 'uploads',
  events: [photoUploadedSchema],
  api: [uploadsApi],
  routes: ({ ctx }) => [uploadRoutes(ctx)],
  // Before the sites' fallback, so an unknown upload is a 404 and never the page.
  siteRoutes: ({ ctx }) => [Router().use(UPLOADS_PATH, serveUploads(ctx.config.dataDir))],
  processes: [
    {
      name: 'uploads-sweep',
      purpose: 'Deletes uploads no profile took up, at start and hourly',
      start: (ctx) => sweepUploadsPeriodically(ctx, ctx.config.dataDir),
    },
  ],
};
