import type { ServiceArea } from '../core/area';
import { auditApi } from './openapi';
import { auditRoutes } from './routes';

/** Audit: staff read the event log and any stream's history. */
export const auditArea: ServiceArea = {
  name: 'audit',
  api: [auditApi],
  routes: ({ ctx }) => [auditRoutes(ctx)],
};
