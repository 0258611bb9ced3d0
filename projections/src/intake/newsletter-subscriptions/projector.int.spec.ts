import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import type { NewsletterSubscriptionRow } from '../../../../services/src/intake/rows';
import { readModelDatabase, recordedEvent } from '../../testing';
import { newsletterSubscriptionsProjector } from './projector';

const db = readModelDatabase();

const recorded = recordedEvent;

const email = () => `Fan.${randomUUID().slice(0, 8)}@Example.com`;
const subscribed = (id: string, address: string, revision: number, name: string | null) =>
  recorded(`newsletter-${address.toLowerCase()}`, revision, 'NewsletterSubscribed', {
    subscriptionId: id,
    email: address,
    name,
    subscribedAt: `2025-05-0${revision + 1}T12:00:00.000Z`,
  });
const unsubscribed = (id: string, address: string, revision: number) =>
  recorded(`newsletter-${address.toLowerCase()}`, revision, 'NewsletterUnsubscribed', {
    subscriptionId: id,
    email: address,
    unsubscribedAt: `2025-05-0${revision + 1}T18:00:00.000Z`,
  });

const apply = (...events: RecordedEvent[]) =>
  db.knex.transaction(async (trx) => {
    for (const event of events) await newsletterSubscriptionsProjector.apply(trx, event);
  });
const row = (id: string) =>
  db.knex<NewsletterSubscriptionRow>('newsletter_subscriptions').where({ id }).first();

describe('the newsletter subscriptions read model', () => {
  it('follows one address through unsubscribing and coming back', async () => {
    const id = randomUUID();
    const address = email();
    await apply(subscribed(id, address, 0, 'Pat'));
    expect(await row(id)).toMatchObject({
      email: address,
      email_lower: address.toLowerCase(),
      status: 'subscribed',
      name: 'Pat',
    });
    await apply(unsubscribed(id, address, 1));
    expect(await row(id)).toMatchObject({ status: 'unsubscribed', version: 1 });
    await apply(subscribed(id, address, 2, null));
    const back = await row(id);
    expect(back).toMatchObject({ status: 'subscribed', name: null, unsubscribed_at: null });
    expect(back?.created_at.toISOString()).toBe('2025-05-03T12:00:00.000Z');
  });

  it('changes nothing when an older event is applied again', async () => {
    const id = randomUUID();
    const address = email();
    const events = [subscribed(id, address, 0, 'Pat'), unsubscribed(id, address, 1)];
    await apply(...events);
    const once = await row(id);
    await apply(...events);
    expect(await row(id)).toEqual(once);
    expect(once?.status).toBe('unsubscribed');
  });
});
