import type { ServiceArea } from '../core/area';
import { paymentAdminRoutes } from './admin-routes';
import { paymentEventSchema } from './events';
import { paymentsApi } from './openapi';
import { paymentWebhookRoutes } from './routes';
import { sandboxEventSchema } from './sandbox/records';
import { sandboxPageRoutes } from './sandbox/routes';

/** Payments: the provider's hosted page and webhook for every area that takes money, and refunds. */
export const paymentsArea: ServiceArea = {
  name: 'payments',
  events: [...paymentEventSchema.options, ...sandboxEventSchema.options],
  api: [paymentsApi],
  // Signed over the body's exact bytes; each area's reaction to its payments being paid.
  rawBodyRoutes: ({ ctx, offered }) => [paymentWebhookRoutes(ctx, offered('paymentReactions'))],
  routes: ({ ctx }) => [paymentAdminRoutes(ctx)],
  siteRoutes: ({ ctx }) => [sandboxPageRoutes(ctx)],
};
