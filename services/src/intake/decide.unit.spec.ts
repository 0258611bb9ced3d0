import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decideEraseEvaluation,
  decideSubmitContact,
  decideSubscribe,
  decideUnsubscribe,
  type Subscribe,
} from './decide';
import { EvaluationAlreadyErased, EvaluationNotFound } from './errors';
import { evolveEvaluation, initialEvaluation } from './evaluation';
import type { IntakeEvent } from './events';
import { evolveSubscription, initialSubscription } from './newsletter';

const now = new Date('2025-05-01T12:00:00.000Z');
const later = new Date('2025-05-03T09:15:00.000Z');

const givenSubscription = (...events: IntakeEvent[]) =>
  events.reduce(evolveSubscription, initialSubscription);

describe('submitting a contact message', () => {
  it('records the message with the given id and time', () => {
    const submissionId = randomUUID();
    const when = {
      type: 'SubmitContact',
      submissionId,
      name: 'Dana Broussard',
      email: 'dana@nola.gov',
      organization: 'NORD',
      message: 'We would like to talk about summer camps.',
      now,
    } as const;
    expect(decideSubmitContact(when)).toEqual([
      {
        type: 'ContactMessageSubmitted',
        data: {
          submissionId,
          name: 'Dana Broussard',
          email: 'dana@nola.gov',
          organization: 'NORD',
          message: 'We would like to talk about summer camps.',
          submittedAt: now.toISOString(),
        },
      },
    ]);
  });
});

// ── The newsletter ──────────────────────────────────────────────────────────

const subscribe = (overrides: Partial<Subscribe> = {}): Subscribe => ({
  type: 'Subscribe',
  subscriptionId: randomUUID(),
  email: 'Fan@Example.com',
  name: 'Pat',
  now,
  ...overrides,
});
const subscribed = (subscriptionId: string, at = now): IntakeEvent => ({
  type: 'NewsletterSubscribed',
  data: { subscriptionId, email: 'Fan@Example.com', name: 'Pat', subscribedAt: at.toISOString() },
});
const unsubscribed = (subscriptionId: string, at = now): IntakeEvent => ({
  type: 'NewsletterUnsubscribed',
  data: { subscriptionId, email: 'Fan@Example.com', unsubscribedAt: at.toISOString() },
});

describe('subscribing to the newsletter', () => {
  it('subscribes a new address under the given id', () => {
    const when = subscribe();
    expect(decideSubscribe(when, givenSubscription())).toEqual([subscribed(when.subscriptionId)]);
  });

  it('keeps a name-less subscription name-less', () => {
    const [event] = decideSubscribe(subscribe({ name: null }), givenSubscription());
    expect(event?.data.name).toBeNull();
  });

  it('changes nothing for an address that is subscribed already', () => {
    const given = givenSubscription(subscribed(randomUUID()));
    expect(decideSubscribe(subscribe({ email: 'fan@example.com', name: 'Other' }), given)).toEqual(
      [],
    );
  });

  it('re-subscribes a returning address under its first subscription id', () => {
    const first = randomUUID();
    const given = givenSubscription(subscribed(first), unsubscribed(first));
    const when = subscribe({ now: later, name: 'Pat B.' });
    expect(decideSubscribe(when, given)).toEqual([
      {
        type: 'NewsletterSubscribed',
        data: {
          subscriptionId: first,
          email: 'Fan@Example.com',
          name: 'Pat B.',
          subscribedAt: later.toISOString(),
        },
      },
    ]);
  });
});

describe('unsubscribing from the newsletter', () => {
  it('unsubscribes a subscribed address', () => {
    const id = randomUUID();
    const given = givenSubscription(subscribed(id));
    expect(decideUnsubscribe({ type: 'Unsubscribe', now: later }, given)).toEqual([
      unsubscribed(id, later),
    ]);
  });

  it('changes nothing the second time, or for an address that never subscribed', () => {
    const id = randomUUID();
    const when = { type: 'Unsubscribe', now: later } as const;
    expect(decideUnsubscribe(when, givenSubscription(subscribed(id), unsubscribed(id)))).toEqual(
      [],
    );
    expect(decideUnsubscribe(when, givenSubscription())).toEqual([]);
  });

  it('unsubscribes again after a re-subscription', () => {
    const id = randomUUID();
    const given = givenSubscription(subscribed(id), unsubscribed(id), subscribed(id, later));
    expect(decideUnsubscribe({ type: 'Unsubscribe', now: later }, given)).toEqual([
      unsubscribed(id, later),
    ]);
  });
});

describe('erasing an evaluation request (issue 36)', () => {
  const requested: IntakeEvent = {
    type: 'EvaluationRequested',
    data: {
      requestId: 'r1',
      userId: 'u1',
      parentName: 'sealed',
      parentEmail: 'sealed',
      parentPhone: 'sealed',
      playerName: 'sealed',
      playerAge: 15,
      playerPosition: 'SS',
      playerSchool: 'sealed',
      additionalInfo: null,
      requestedAt: now.toISOString(),
    },
  };
  const erase = { type: 'EraseEvaluation', requestId: 'r1', now: later } as const;
  const given = (...events: IntakeEvent[]) => events.reduce(evolveEvaluation, initialEvaluation);

  it('given a request, then EvaluationRequestErased, once', () => {
    const events = decideEraseEvaluation(erase, given(requested));
    expect(events).toEqual([
      { type: 'EvaluationRequestErased', data: { requestId: 'r1', erasedAt: later.toISOString() } },
    ]);
    expect(() => decideEraseEvaluation(erase, given(requested, ...events))).toThrow(
      EvaluationAlreadyErased,
    );
  });

  it('given no request, then 404', () => {
    expect(() => decideEraseEvaluation(erase, initialEvaluation)).toThrow(EvaluationNotFound);
  });
});
