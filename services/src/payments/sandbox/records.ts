import { z } from 'zod';
import { event, timestamp } from '../../core/event-schema';
import type { EventStore } from '../../core/event-store/event-store';
import { foldStream } from '../../core/event-store/fold-stream';
import { CURRENCIES, SANDBOX_CARDS } from '../constants';

/**
 * The sandbox provider's own records, kept in the event store as a real provider keeps its
 * own: a checkout, what each attempt came to, refunds, monthly charges. Never a card number:
 * an attempt records only its outcome.
 */
export const sandboxStream = (intentId: string): string => `payment_sandbox-${intentId}`;

const outcome = z.enum(Object.values(SANDBOX_CARDS) as [string, ...string[]]);

export const sandboxEventSchema = z.discriminatedUnion('type', [
  event('SandboxCheckoutOpened', {
    intentId: z.string(),
    mode: z.enum(['payment', 'subscription']),
    /** Our payment's or subscription's id. */
    targetId: z.string(),
    amountCents: z.number().int(),
    currency: z.enum(CURRENCIES),
    description: z.string(),
    successUrl: z.string(),
    cancelUrl: z.string(),
    openedAt: timestamp,
  }),
  event('SandboxCheckoutAttempted', { intentId: z.string(), outcome, attemptedAt: timestamp }),
  event('SandboxRefundMade', {
    intentId: z.string(),
    refundId: z.string(),
    amountCents: z.number().int(),
    refundedAt: timestamp,
  }),
  event('SandboxPeriodCharged', {
    intentId: z.string(),
    outcome,
    periodStart: timestamp,
    periodEnd: timestamp,
    chargedAt: timestamp,
  }),
]);

/** The same day next month, in UTC (a month's period, as the provider bills it). */
export const addMonth = (iso: string): string => {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString();
};

export type SandboxEvent = z.infer<typeof sandboxEventSchema>;
export const parseSandboxEvent = (type: string, data: unknown): SandboxEvent =>
  sandboxEventSchema.parse({ type, data });

export type SandboxCheckout =
  | { status: 'none' }
  | {
      status: 'open' | 'paid';
      opened: Extract<SandboxEvent, { type: 'SandboxCheckoutOpened' }>['data'];
      refundedCents: number;
      /** The end of the last paid period (subscriptions). */
      paidUntil: string | null;
    };

export function evolveSandboxCheckout(state: SandboxCheckout, e: SandboxEvent): SandboxCheckout {
  if (e.type === 'SandboxCheckoutOpened') {
    return { status: 'open', opened: e.data, refundedCents: 0, paidUntil: null };
  }
  if (state.status === 'none') return state;
  switch (e.type) {
    case 'SandboxCheckoutAttempted':
      if (e.data.outcome !== 'succeeded') return state;
      // A subscription's checkout pays its first month.
      return state.opened.mode === 'subscription'
        ? { ...state, status: 'paid', paidUntil: addMonth(e.data.attemptedAt) }
        : { ...state, status: 'paid' };
    case 'SandboxRefundMade':
      return { ...state, refundedCents: state.refundedCents + e.data.amountCents };
    case 'SandboxPeriodCharged':
      return e.data.outcome === 'succeeded'
        ? { ...state, status: 'paid', paidUntil: e.data.periodEnd }
        : state;
    default: {
      const unhandled: never = e;
      throw new Error(`unhandled sandbox event ${JSON.stringify(unhandled)}`);
    }
  }
}

export const loadSandboxCheckout = (store: EventStore, intentId: string) =>
  foldStream(store, sandboxStream(intentId), parseSandboxEvent, evolveSandboxCheckout, {
    status: 'none',
  } as SandboxCheckout);
