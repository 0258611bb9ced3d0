import type { ServiceArea } from '../core/area';
import { shopAdminRoutes } from './admin-routes';
import { orderPaid } from './commands';
import { shopEventSchema } from './events';
import { shopFirstScreens } from './first-screens';
import { shopApi } from './openapi';
import { shopRelease } from './release';
import { shopRoutes } from './routes';
import { shopSeed } from './seed';

/** The shop: catalogue, checkout through the payment port, orders that never oversell. */
export const shopArea: ServiceArea = {
  name: 'shop',
  events: shopEventSchema.options,
  api: [shopApi],
  routes: ({ ctx }) => [shopRoutes(ctx), shopAdminRoutes(ctx)],
  firstScreens: ({ ctx }) => shopFirstScreens(ctx),
  processes: [shopRelease],
  offers: { paymentReactions: [orderPaid] },
  seed: shopSeed,
};
