import type { IntakeEvent } from './events';

// ── One address's subscription, folded from its `newsletter-<email>` stream ─

export type Subscription =
  | { status: 'none' }
  | {
      status: 'subscribed' | 'unsubscribed';
      /** Stays the same across re-subscriptions: one subscription record per address. */
      subscriptionId: string;
      email: string;
      name: string | null;
    };

export const initialSubscription: Subscription = { status: 'none' };

export function evolveSubscription(state: Subscription, event: IntakeEvent): Subscription {
  switch (event.type) {
    case 'NewsletterSubscribed': {
      const { subscriptionId, email, name } = event.data;
      return { status: 'subscribed', subscriptionId, email, name };
    }
    case 'NewsletterUnsubscribed':
      return state.status === 'none' ? state : { ...state, status: 'unsubscribed' };
    // These live on other streams.
    case 'ContactMessageSubmitted':
    case 'EvaluationRequested':
    case 'EvaluationStatusChanged':
    case 'EvaluationRequestErased':
      return state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
