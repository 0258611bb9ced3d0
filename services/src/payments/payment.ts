import type { PaymentStatus } from './constants';
import type { PaymentEvent, PaymentEventOf } from './events';

/** A payment as its decisions need it: status, amounts, and what was applied already. */
export type Payment =
  | { status: 'none' }
  | {
      status: PaymentStatus;
      request: PaymentEventOf<'PaymentRequested'>['data'];
      refundedCents: number;
      /** Provider event ids and refund ids applied: each applies once. */
      applied: readonly string[];
      /** Provider event ids of successes refused for another amount or currency. */
      mismatched: readonly string[];
    };

export const initialPayment: Payment = { status: 'none' };

const noted = (applied: readonly string[], ...ids: (string | null)[]) => [
  ...applied,
  ...ids.filter((id): id is string => id !== null),
];

export function evolvePayment(state: Payment, event: PaymentEvent): Payment {
  if (event.type === 'PaymentRequested') {
    return {
      status: 'pending',
      request: event.data,
      refundedCents: 0,
      applied: [],
      mismatched: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PaymentSucceeded':
      return {
        ...state,
        status: 'succeeded',
        applied: noted(state.applied, event.data.providerEventId),
      };
    case 'PaymentAmountMismatched':
      return {
        ...state,
        applied: noted(state.applied, event.data.providerEventId),
        mismatched: noted(state.mismatched, event.data.providerEventId),
      };
    case 'PaymentFailed':
      return {
        ...state,
        status: 'failed',
        applied: noted(state.applied, event.data.providerEventId),
      };
    case 'PaymentRefunded': {
      const refundedCents = state.refundedCents + event.data.amountCents;
      return {
        ...state,
        refundedCents,
        status: refundedCents >= state.request.amountCents ? 'refunded' : 'partially_refunded',
        applied: noted(state.applied, event.data.providerEventId, `refund:${event.data.refundId}`),
      };
    }
    default:
      return state;
  }
}
