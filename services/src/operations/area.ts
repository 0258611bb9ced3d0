import type { ServiceArea } from '../core/area';
import { operationsEventSchema } from './events';
import { operationsApi } from './openapi';
import { operationsRoutes } from './routes';

/** Operations: projections and background processes for operators, and the dashboard's figures. */
export const operationsArea: ServiceArea = {
  name: 'operations',
  events: operationsEventSchema.options,
  api: [operationsApi],
  routes: ({ ctx, projections, processes }) => [operationsRoutes(ctx, projections, processes)],
};
