import type { MailingContext } from '../core/context';
import type { EventMetadata } from '../core/event-store/event-store';
import type { PaymentProvider } from './port';

/**
 * What an area does once one of its payments is paid, whether or not the payer comes back to
 * the site from the hosted page: the provider's success webhook runs it, on its first delivery
 * and on every repeat (a reaction is idempotent; one that throws answers the provider 500, and
 * the provider delivers again). An area claims its payments by the start of their reference.
 */
export type PaymentReaction = {
  referencePrefix: string;
  paid(
    /** The whole context: a reaction may mail (the shop's confirmation) and sign links. */
    ctx: MailingContext,
    provider: PaymentProvider,
    /** The payment as its stream has it after this delivery. */
    payment: { paymentId: string; reference: string; status: string },
    metadata: EventMetadata,
  ): Promise<void>;
};

/** The reaction that claims this reference, if any (at most one may: checked at start). */
export function reactionFor(
  reactions: readonly PaymentReaction[],
  reference: string,
): PaymentReaction | undefined {
  return reactions.find((reaction) => reference.startsWith(reaction.referencePrefix));
}

/** Refuses two reactions of which one's prefix starts the other's: a payment would have two. */
export function checkedReactions(
  reactions: readonly PaymentReaction[],
): readonly PaymentReaction[] {
  for (const a of reactions) {
    for (const b of reactions) {
      if (a !== b && b.referencePrefix.startsWith(a.referencePrefix)) {
        throw new Error(
          `payment reactions "${a.referencePrefix}" and "${b.referencePrefix}" claim the same payments`,
        );
      }
    }
  }
  return reactions;
}

declare module '../core/area' {
  /** An area that takes payments offers what it does once one of them is paid. */
  interface AreaOffers {
    paymentReactions: PaymentReaction;
  }
}
