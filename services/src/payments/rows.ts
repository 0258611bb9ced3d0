import type { Currency, PaymentStatus, ProviderName, SubscriptionStatus } from './constants';

/** A row of `payments` (projections/src/payments), as the back office's list reads it. */
export type PaymentRow = {
  id: string;
  provider: ProviderName;
  provider_ref: string;
  amount_cents: number;
  refunded_cents: number;
  currency: Currency;
  description: string;
  reference: string;
  status: PaymentStatus;
  created_at: Date;
  updated_at: Date;
  version: number;
};

export type PaymentSubscriptionRow = {
  id: string;
  provider: ProviderName;
  provider_ref: string;
  amount_cents: number;
  currency: Currency;
  description: string;
  reference: string;
  status: SubscriptionStatus;
  period_end: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
};
