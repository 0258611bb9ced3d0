import type { ReadModel } from '../runner/read-model';
import { paymentsMigrations } from './migrations';
import { paymentsProjector } from './projector';

/** Payments' read model: payments and subscriptions, for staff. */
export const paymentsReadModels: readonly ReadModel[] = [
  { projector: paymentsProjector, migrations: paymentsMigrations },
];
