import type { ServiceArea } from '../core/area';
import { areaProfileEventSchema } from './areas/events';
import { areaProfileRoutes } from './areas/routes';
import { profileEventSchema } from './events';
import { profilesApi } from './openapi';
import { profileRoutes } from './routes';

/** Profiles: each account's profile, and its profile in each product area. */
export const profilesArea: ServiceArea = {
  name: 'profiles',
  events: [...profileEventSchema.options, ...areaProfileEventSchema.options],
  api: [profilesApi],
  routes: ({ ctx }) => [profileRoutes(ctx), areaProfileRoutes(ctx)],
};
