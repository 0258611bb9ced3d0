import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../core/config';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://nola.example',
};
const stripe = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };

describe('the payment provider setting', () => {
  it('is the sandbox in development, and off in production unless chosen', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig(production).payments).toEqual({ provider: 'off' });
    expect(loadConfig({ ...production, PAYMENTS: 'sandbox' }).payments).toEqual({
      provider: 'sandbox',
    });
  });

  it('is Stripe when both of its keys are set', () => {
    expect(loadConfig({ ...production, ...stripe }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      apiUrl: undefined,
    });
  });

  it('names the variable that is missing or wrong', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      new ConfigError(
        'STRIPE_WEBHOOK_SECRET',
        'must be set together with the other STRIPE_ variable',
      ),
    );
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY is required/);
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS must be sandbox or stripe/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_1' })).toThrow(/sk_ or rk_/);
  });
});
