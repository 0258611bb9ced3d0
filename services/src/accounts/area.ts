import type { ServiceArea } from '../core/area';
import { adminUserRoutes } from './admin-users-routes';
import { userEventSchema } from './events';
import { accountsApi } from './openapi';
import {
  migrateRegistrationClients,
  sweepRegistrationClientsPeriodically,
} from './registration-clients';
import { resetRoutes } from './reset-routes';
import { accountRoutes } from './routes';

/** Accounts: registration, sign-in, password resets, staff's user management. */
export const accountsArea: ServiceArea = {
  name: 'accounts',
  events: userEventSchema.options,
  api: [accountsApi],
  routes: ({ ctx, sessions }) => [
    accountRoutes(ctx, sessions),
    resetRoutes(ctx),
    adminUserRoutes(ctx),
  ],
  migrate: migrateRegistrationClients,
  processes: [
    {
      name: 'accounts-registration-client-sweep',
      purpose:
        'Deletes the record of which client made each account after 30 days (the privacy page), at start and daily',
      start: (ctx) => sweepRegistrationClientsPeriodically(ctx.knex),
    },
  ],
};
