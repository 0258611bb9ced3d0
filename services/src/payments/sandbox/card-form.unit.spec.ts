import { describe, expect, it } from 'vitest';
import { luhnValid, sandboxCardSchema, TEST_CARDS_ONLY } from './card-form';
import { sandboxSignatureValid, signSandboxBody } from './signature';

const now = new Date('2026-05-01T12:00:00.000Z');
const form = (card: string, expiry = '12 / 34') =>
  sandboxCardSchema(now).safeParse({ card, expiry, cvc: '123', cardholder: 'Pat' });
const message = (result: ReturnType<typeof form>) => result.error?.issues[0]?.message;

describe("the sandbox's card form", () => {
  it('maps the test cards to their outcomes', () => {
    expect(form('4242 4242 4242 4242').data?.card).toBe('succeeded');
    expect(form('4000-0000-0000-0002').data?.card).toBe('card_declined');
    expect(form('4000000000009995').data?.card).toBe('insufficient_funds');
  });

  it('refuses real-looking cards, typos and past expiry dates with the checkout messages', () => {
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(message(form('5555 5555 5555 4444'))).toBe(TEST_CARDS_ONLY);
    expect(message(form('4242 4242 4242 4241'))).toBe('Your card number is invalid.');
    expect(message(form('4242'))).toBe('Your card number is incomplete.');
    expect(message(form('4242424242424242', '04/26'))).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(form('4242424242424242', '05/26').success).toBe(true);
  });
});

describe("the sandbox's webhook signature", () => {
  const body = '{"eventId":"evt_1"}';
  const header = signSandboxBody('secret', body, now.getTime());
  it('holds for the body it was made over, with the secret, within five minutes', () => {
    expect(sandboxSignatureValid('secret', Buffer.from(body), header, now.getTime())).toBe(true);
    expect(sandboxSignatureValid('other', Buffer.from(body), header, now.getTime())).toBe(false);
    expect(sandboxSignatureValid('secret', Buffer.from(`${body} `), header, now.getTime())).toBe(
      false,
    );
    expect(
      sandboxSignatureValid('secret', Buffer.from(body), header, now.getTime() + 301_000),
    ).toBe(false);
    expect(sandboxSignatureValid('secret', Buffer.from(body), undefined, now.getTime())).toBe(
      false,
    );
    expect(sandboxSignatureValid('secret', Buffer.from(body), 't=1,v1=zz', now.getTime())).toBe(
      false,
    );
  });
});
