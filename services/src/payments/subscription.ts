import type { SubscriptionStatus } from './constants';
import type { PaymentEvent, PaymentEventOf } from './events';

export type Subscription =
  | { status: 'none' }
  | {
      status: SubscriptionStatus;
      request: PaymentEventOf<'SubscriptionRequested'>['data'];
      periodEnd: string | null;
      applied: readonly string[];
    };

export const initialSubscription: Subscription = { status: 'none' };

const noted = (applied: readonly string[], id: string | null) =>
  id === null ? applied : [...applied, id];

export function evolveSubscription(state: Subscription, event: PaymentEvent): Subscription {
  if (event.type === 'SubscriptionRequested') {
    return { status: 'pending', request: event.data, periodEnd: null, applied: [] };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'SubscriptionStarted':
    case 'SubscriptionRenewed':
      return {
        ...state,
        status: 'active',
        periodEnd: event.data.periodEnd,
        applied: noted(state.applied, event.data.providerEventId),
      };
    case 'SubscriptionRenewalFailed':
      return {
        ...state,
        status: 'past_due',
        applied: noted(state.applied, event.data.providerEventId),
      };
    default:
      return state;
  }
}
