import type { ServiceArea } from '../core/area';
import { intakeEventSchema } from './events';
import { intakeApi } from './openapi';
import { intakeRoutes } from './routes';

/** Intake: the contact form, evaluation requests and the newsletter, and staff's work on them. */
export const intakeArea: ServiceArea = {
  name: 'intake',
  events: intakeEventSchema.options,
  api: [intakeApi],
  routes: ({ ctx }) => [intakeRoutes(ctx)],
};
