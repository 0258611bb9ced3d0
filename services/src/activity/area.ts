import type { ServiceArea } from '../core/area';
import { activityApi } from './openapi';
import { activityRoutes } from './routes';

/** Activity: a member's own history across the areas (it writes no events of its own). */
export const activityArea: ServiceArea = {
  name: 'activity',
  api: [activityApi],
  routes: ({ ctx }) => [activityRoutes(ctx)],
};
