import { DomainError } from '../core/errors';
import { formatCents, MIN_REFUND_CENTS } from './constants';

export class PaymentNotFound extends DomainError {
  constructor() {
    super('Payment not found', 404);
  }
}

export class SubscriptionNotFound extends DomainError {
  constructor() {
    super('Subscription not found', 404);
  }
}

/** The same idempotency key sent again with a different request. */
export class IdempotencyKeyReused extends DomainError {
  constructor() {
    super('This idempotency key was used for a different request', 409, {
      idempotencyKey: 'This idempotency key was used for a different request',
    });
  }
}

export class NotRefundable extends DomainError {
  constructor(status: string) {
    super(`Only a paid payment can be refunded; this one is ${status.replace('_', ' ')}`, 409);
  }
}

export class RefundTooLarge extends DomainError {
  constructor(remainingCents: number) {
    const message = `At most ${formatCents(remainingCents)} of this payment can still be refunded`;
    super(message, 400, { amountCents: message });
  }
}

export class RefundTooSmall extends DomainError {
  constructor() {
    const message = `amountCents must be at least ${MIN_REFUND_CENTS}`;
    super(message, 400, { amountCents: message });
  }
}

export class PaymentsOff extends DomainError {
  constructor() {
    super('Payments are not configured on this server (see PAYMENTS in the README)', 503);
  }
}

/** A webhook whose signature does not match its body: nothing of it is applied. */
export class InvalidSignature extends DomainError {
  constructor() {
    super('The webhook signature does not match its body', 400);
  }
}

/**
 * A correctly signed success for another amount or currency than the payment's: refused, and
 * flagged on the payment (PaymentAmountMismatched) for staff.
 */
export class PaymentAmountMismatch extends DomainError {
  constructor() {
    super(
      "The webhook's amount or currency is not the payment's: not applied, and flagged on the payment for staff",
      409,
    );
  }
}

/** The provider refused a call (a refund it will not make, say). */
export class ProviderRefused extends DomainError {
  constructor(message: string) {
    super(`The payment provider refused: ${message}`, 502);
  }
}

export class NotRenewable extends DomainError {
  constructor() {
    super('Only an active sandbox subscription can be renewed from here', 409);
  }
}
