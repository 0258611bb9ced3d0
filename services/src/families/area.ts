import type { ServiceArea } from '../core/area';
import { cardCheckPaid } from './consent';
import { familyEventSchema } from './events';
import { familiesApi } from './openapi';
import { familyRoutes } from './routes';

/** Families: guardians, their children, consent and erasure, for every area's minors. */
export const familiesArea: ServiceArea = {
  name: 'families',
  events: familyEventSchema.options,
  api: [familiesApi],
  routes: ({ ctx }) => [familyRoutes(ctx)],
  // A guardian's card check is a payment: once paid, the consent it stands for is verified.
  offers: { paymentReactions: [cardCheckPaid] },
};
