import { describe, expect, it } from 'vitest';
import { checkedReactions, type PaymentReaction, reactionFor } from './reactions';

const reaction = (referencePrefix: string): PaymentReaction => ({
  referencePrefix,
  paid: async () => undefined,
});

describe('payment reactions', () => {
  it('find the one reaction whose prefix starts the reference', () => {
    const card = reaction('consent-card-check:');
    const order = reaction('shop-order:');
    expect(reactionFor([card, order], 'shop-order:42')).toBe(order);
    expect(reactionFor([card, order], 'membership:7')).toBeUndefined();
  });

  it('refuse two prefixes of which one starts the other: a payment would have two', () => {
    expect(() => checkedReactions([reaction('shop:'), reaction('shop:order:')])).toThrow(
      /claim the same payments/,
    );
    expect(checkedReactions([reaction('shop:'), reaction('rawpass:')])).toHaveLength(2);
  });
});
