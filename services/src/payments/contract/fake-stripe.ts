import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { SANDBOX_CARDS, type SandboxOutcome } from '../constants';

/**
 * A local HTTP server that answers the few calls the adapter makes with the JSON shapes of
 * Stripe's API reference (Checkout Sessions, Refunds, Events), and plays Stripe's side of the
 * payer's checkout: it builds the events Stripe would send and signs them with the SDK's
 * generateTestHeaderString. No network, no stripe-mock.
 */
export type FakeStripe = {
  url: string;
  /** The payer's card at the hosted Checkout page: the events Stripe would send, signed. */
  complete(sessionId: string, card: string): Signed[];
  /**
   * Staff refund part of a payment in Stripe's dashboard: a refund without our metadata. Stripe
   * sends this event (answered here, for the test to deliver).
   */
  dashboardRefund(sessionId: string, amountCents: number): Signed;
  /** A subscription's next invoice, paid or failed. */
  renew(sessionId: string, outcome: SandboxOutcome): Signed[];
  /** Stripe's signature over a body, with the endpoint's secret. */
  sign(payload: string): string;
  /** Where refund webhooks go (the app's route), once the app is up. */
  webhookUrl: string | undefined;
  close(): Promise<void>;
};

export type Signed = { payload: string; signature: string };

type Json = Record<string, unknown>;
type Session = Json & {
  id: string;
  mode: string;
  metadata: Record<string, string>;
  amount_total: number;
  payment_intent: string | null;
  /** payment_intent_data's or subscription_data's metadata: what the intent or subscription carries. */
  child_metadata: Record<string, string>;
  period_end: number;
};

/** Stripe's answer naming an object it does not have. */
const missing = (status: number, object: string, objectId: string) => ({
  status,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${object}: '${objectId}'`,
    },
  },
});

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` as Stripe's SDK encodes it, back into objects (arrays stay keyed by index). */
function parseForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Json;
    });
  }
  return root;
}

const addMonth = (unix: number) => {
  const date = new Date(unix * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
};

export async function startFakeStripe(webhookSecret: string): Promise<FakeStripe> {
  const sdk = new Stripe('sk_test_signing_only');
  const sessions = new Map<string, Session>();
  const refunded = new Map<string, number>();
  const replies = new Map<string, { status: number; body: Json }>();

  const event = (type: string, object: Json): string =>
    JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  const sign = (payload: string) =>
    sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  const signed = (payload: string): Signed => ({ payload, signature: sign(payload) });

  const invoice = (s: Session, reason: string, start: number, status: string) => ({
    id: id('in'),
    object: 'invoice',
    billing_reason: reason,
    status,
    amount_paid: status === 'paid' ? s.amount_total : 0,
    amount_due: s.amount_total,
    currency: 'usd',
    parent: {
      type: 'subscription_details',
      subscription_details: { metadata: s.child_metadata, subscription: s.subscription },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: id('il'),
          object: 'line_item',
          amount: s.amount_total,
          period: { start, end: addMonth(start) },
        },
      ],
    },
  });

  const createSession = (params: Json): Session => {
    const items = params.line_items as Record<string, Json>;
    const price = items['0']?.price_data as Json;
    const data = params[
      params.mode === 'subscription' ? 'subscription_data' : 'payment_intent_data'
    ] as Json;
    const session: Session = {
      id: id('cs_test'),
      object: 'checkout.session',
      mode: String(params.mode),
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: params.client_reference_id ?? null,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      amount_total: Number(price.unit_amount),
      currency: String(price.currency),
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      payment_intent: null,
      subscription: null,
      child_metadata: (data?.metadata ?? {}) as Record<string, string>,
      period_end: 0,
      livemode: false,
      created: now(),
    };
    session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
    sessions.set(session.id, session);
    return session;
  };

  const visible = (s: Session) => {
    const { child_metadata: _, period_end: __, ...rest } = s;
    return rest;
  };

  const refund = (params: Json): { status: number; body: Json; event?: Signed } => {
    const session = [...sessions.values()].find((s) => s.payment_intent === params.payment_intent);
    if (!session) {
      return missing(400, 'payment_intent', String(params.payment_intent));
    }
    const amount = Number(params.amount ?? session.amount_total);
    const before = refunded.get(session.id) ?? 0;
    if (before + amount > session.amount_total) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge`,
          },
        },
      };
    }
    refunded.set(session.id, before + amount);
    const body = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: session.payment_intent,
      metadata: params.metadata ?? {},
      status: 'succeeded',
      created: now(),
    };
    return { status: 200, body, event: signed(event('refund.created', body)) };
  };

  const paymentIntent = (intent: string): { status: number; body: Json } => {
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session) {
      return missing(404, 'payment_intent', intent);
    }
    return {
      status: 200,
      body: {
        id: intent,
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        metadata: session.child_metadata,
      },
    };
  };

  const fake: FakeStripe = {
    url: '',
    webhookUrl: undefined,
    sign,
    complete(sessionId, card) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no such session ${sessionId}`);
      const outcome = SANDBOX_CARDS[card.replace(/\s/g, '') as keyof typeof SANDBOX_CARDS];
      if (session.mode === 'payment') {
        session.payment_intent ??= id('pi');
        if (outcome !== 'succeeded') {
          return [
            signed(
              event('payment_intent.payment_failed', {
                id: session.payment_intent,
                object: 'payment_intent',
                amount: session.amount_total,
                status: 'requires_payment_method',
                metadata: session.metadata,
                last_payment_error: {
                  type: 'card_error',
                  code: 'card_declined',
                  decline_code:
                    outcome === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline',
                },
              }),
            ),
          ];
        }
        Object.assign(session, { status: 'complete', payment_status: 'paid' });
        return [signed(event('checkout.session.completed', visible(session)))];
      }
      if (outcome !== 'succeeded') return [];
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: id('sub'),
      });
      const start = now();
      session.period_end = addMonth(start);
      return [
        signed(event('checkout.session.completed', visible(session))),
        signed(event('invoice.paid', invoice(session, 'subscription_create', start, 'paid'))),
      ];
    },
    dashboardRefund(sessionId, amountCents) {
      const intent = sessions.get(sessionId)?.payment_intent;
      const made = refund({ payment_intent: intent, amount: String(amountCents) });
      if (!made.event) throw new Error(`Stripe refused: ${JSON.stringify(made.body)}`);
      return made.event;
    },
    renew(sessionId, outcome) {
      const session = sessions.get(sessionId);
      if (!session?.subscription) throw new Error(`no subscription for ${sessionId}`);
      const start = session.period_end;
      if (outcome !== 'succeeded') {
        return [
          signed(
            event('invoice.payment_failed', invoice(session, 'subscription_cycle', start, 'open')),
          ),
        ];
      }
      session.period_end = addMonth(start);
      return [signed(event('invoice.paid', invoice(session, 'subscription_cycle', start, 'paid')))];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const post = async ({ payload, signature }: Signed) => {
    if (!fake.webhookUrl) return;
    await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    }).catch(() => {});
  };

  const answer = (res: ServerResponse, status: number, body: Json) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, body: string): { status: number; body: Json } => {
    if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      return { status: 200, body: visible(createSession(parseForm(body))) };
    }
    const session = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && session) {
      const found = sessions.get(session);
      return found
        ? { status: 200, body: visible(found) }
        : missing(404, 'checkout.session', session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const made = refund(parseForm(body));
      // Stripe tells the endpoint too, after answering the call.
      if (made.event) setTimeout(() => void post(made.event as Signed), 50);
      return made;
    }
    const intent = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && intent) return paymentIntent(intent);
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        },
      },
    };
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      // Stripe replays the first answer to a repeated idempotency key.
      const key = req.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${req.url} ${key}` : undefined;
      const reply = (replayKey && replies.get(replayKey)) || handle(req, body);
      if (replayKey) replies.set(replayKey, reply);
      answer(res, reply.status, reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
