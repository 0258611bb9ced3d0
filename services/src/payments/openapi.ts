import { z } from 'zod';
import type { ApiArea, Operation } from '../core/http/openapi';
import {
  paymentAnswer,
  paymentIdSchema,
  paymentListItemAnswer,
  paymentOrderSchema,
  refundSchema,
  sandboxRenewalSchema,
  subscriptionAnswer,
  subscriptionIdSchema,
  subscriptionListItemAnswer,
  webhookReceivedAnswer,
} from './schemas';

const off = { 503: 'Payments are not configured (PAYMENTS, STRIPE_*)' };

/** Payments' calls, by name: the routers bind them with `route`. */
export const paymentOperations = {
  webhook: {
    method: 'post',
    path: '/payments/webhooks/:provider',
    summary: "A provider's signed webhook (sandbox or stripe); applied once per provider event id",
    access: 'public',
    fromOtherSites: true,
    responses: {
      200: {
        description:
          'Received; `applied` is true for exactly one delivery of an event, `duplicate` for the others',
        schema: webhookReceivedAnswer,
      },
      400: 'The signature does not match the body: nothing applied',
      409: "A success for another amount or currency than the payment's: not applied, flagged for staff",
      404: 'Not the configured provider',
      ...off,
    },
  },
  list: {
    method: 'get',
    path: '/admin/payments',
    summary: 'Payments, newest first (filter q, status, id)',
    access: 'admin',
    list: true,
    responses: { 200: { description: 'A JSON array', schema: z.array(paymentListItemAnswer) } },
  },
  subscriptionList: {
    method: 'get',
    path: '/admin/payment-subscriptions',
    summary: 'Monthly subscriptions, newest first (filter q, status, id)',
    access: 'admin',
    list: true,
    responses: {
      200: { description: 'A JSON array', schema: z.array(subscriptionListItemAnswer) },
    },
  },
  create: {
    method: 'post',
    path: '/admin/payments',
    summary: 'Open a checkout for a payment (the idempotency key names it)',
    access: 'admin',
    body: paymentOrderSchema,
    responses: {
      201: { description: 'Created: send the payer to checkoutUrl', schema: paymentAnswer },
      200: { description: 'The payment this key made already', schema: paymentAnswer },
      409: 'The key was used for a different request',
      ...off,
    },
  },
  read: {
    method: 'get',
    path: '/admin/payments/:id',
    summary: 'One payment with its events',
    access: 'admin',
    params: paymentIdSchema,
    responses: {
      200: { description: 'The payment', schema: paymentAnswer },
      404: 'No such payment',
    },
  },
  refund: {
    method: 'post',
    path: '/admin/payments/:id/refunds',
    summary: 'Refund all (no amount) or part of a paid payment',
    access: 'admin',
    params: paymentIdSchema,
    body: refundSchema,
    responses: {
      201: { description: 'The payment after the refund', schema: paymentAnswer },
      404: 'No such payment',
      409: 'Not paid',
      502: 'The provider refused',
      ...off,
    },
  },
  subscribe: {
    method: 'post',
    path: '/admin/payment-subscriptions',
    summary: 'Open a checkout for a monthly subscription (the idempotency key names it)',
    access: 'admin',
    body: paymentOrderSchema,
    responses: {
      201: { description: 'Created: send the payer to checkoutUrl', schema: subscriptionAnswer },
      200: { description: 'The subscription this key made already', schema: subscriptionAnswer },
      409: 'The key was used for a different request',
      ...off,
    },
  },
  subscriptionRead: {
    method: 'get',
    path: '/admin/payment-subscriptions/:id',
    summary: 'One subscription with its events',
    access: 'admin',
    params: subscriptionIdSchema,
    responses: {
      200: { description: 'The subscription', schema: subscriptionAnswer },
      404: 'No such subscription',
    },
  },
  sandboxRenewal: {
    method: 'post',
    path: '/admin/payment-subscriptions/:id/sandbox-renewals',
    summary: "The sandbox's test clock: charge next month now, as a test card would come out",
    access: 'admin',
    params: subscriptionIdSchema,
    body: sandboxRenewalSchema,
    responses: {
      201: {
        description: 'The subscription after the renewal webhook',
        schema: subscriptionAnswer,
      },
      404: 'No such subscription',
      409: 'Not an active sandbox subscription',
    },
  },
} satisfies Record<string, Operation>;

export const paymentsApi: ApiArea = {
  tag: 'Payments',
  description:
    'The payment port: checkouts at the configured provider (the sandbox, or Stripe), signed ' +
    'webhooks applied once each, refunds, monthly subscriptions. Amounts are integer cents.',
  operations: Object.values(paymentOperations),
};
