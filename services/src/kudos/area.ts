import type { ServiceArea } from '../core/area';
import { kudosEventSchema } from './events';
import { kudosApi } from './openapi';
import { kudosRoutes } from './routes';

/** Kudos: members give short kudos; anyone reads the latest. */
export const kudosArea: ServiceArea = {
  name: 'kudos',
  events: kudosEventSchema.options,
  api: [kudosApi],
  routes: ({ ctx }) => [kudosRoutes(ctx)],
};
