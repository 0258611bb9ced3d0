import { DomainError } from '../core/errors';
import { MESSAGES, type OrderMove, type OrderStatus } from './constants';

export class ProductNotFound extends DomainError {
  constructor() {
    super(MESSAGES.productNotFound, 404);
  }
}

export class VariantNotFound extends DomainError {
  constructor() {
    super(MESSAGES.variantNotFound, 404);
  }
}

export class OrderNotFound extends DomainError {
  constructor() {
    super(MESSAGES.orderNotFound, 404);
  }
}

export class SlugTaken extends DomainError {
  constructor() {
    super(MESSAGES.slugTaken, 409, { slug: MESSAGES.slugTaken });
  }
}

export class SkuTaken extends DomainError {
  constructor() {
    super('Another variant of this product has that SKU', 409, {
      sku: 'Another variant of this product has that SKU',
    });
  }
}

/** A variant has fewer units to sell than a checkout asks for. */
export class NotEnoughStock extends DomainError {
  constructor(readonly left: number) {
    super(MESSAGES.notEnough(left), 409);
  }
}

/** The same refusal for a whole cart: each short line named by its index. */
export class CartNotAvailable extends DomainError {
  constructor(problems: Record<string, string>) {
    const first = Object.values(problems)[0] ?? MESSAGES.soldOut;
    super(
      Object.keys(problems).length === 1
        ? `${first}: please change your cart`
        : `Some items are not available: please change your cart`,
      409,
      problems,
    );
  }
}

export class StockWouldGoNegative extends DomainError {
  constructor(available: number) {
    super(
      `Only ${available} unit${available === 1 ? ' is' : 's are'} on the shelf and not held by a checkout: the change cannot take more`,
      409,
      { delta: `At most -${available}` },
    );
  }
}

/** The same idempotency key sent again with another cart or address. */
export class CheckoutKeyReused extends DomainError {
  constructor() {
    super('This checkout was already placed with a different cart: please try again', 409, {
      idempotencyKey: 'This checkout was already placed with a different cart',
    });
  }
}

const MOVE_REFUSALS: Record<OrderMove, (status: OrderStatus) => string> = {
  cancel: (status) =>
    status === 'paid' || status === 'fulfilled' || status === 'delivered'
      ? 'A paid order is not cancelled: refund it instead'
      : `An order that is ${status} cannot be cancelled`,
  fulfil: (status) =>
    status === 'pending'
      ? 'An order is shipped only once it is paid'
      : `An order that is ${status} cannot be shipped`,
  deliver: (status) =>
    status === 'paid'
      ? 'An order is delivered only after it was shipped'
      : `An order that is ${status} cannot be marked delivered`,
  refund: (status) =>
    status === 'pending'
      ? 'Nothing was paid for this order yet'
      : `An order that is ${status} cannot be refunded`,
};

/** A move its status does not allow (NEXT_MOVES): each with its own message. */
export class MoveNotAllowed extends DomainError {
  constructor(move: OrderMove, status: OrderStatus) {
    super(MOVE_REFUSALS[move](status), 409);
  }
}

export class RefundTooLarge extends DomainError {
  constructor(leftCents: number) {
    const message = `At most $${(leftCents / 100).toFixed(2)} of this order can still be refunded`;
    super(message, 409, { amountCents: message });
  }
}

export class ProductChanged extends DomainError {
  constructor(current: number) {
    super(
      `This product was changed by someone else (now version ${current}); reload it and try again`,
      412,
    );
  }
}
