import { z } from 'zod';
import { SANDBOX_CARDS, SANDBOX_DELIVERIES, type SandboxOutcome } from '../constants';

/** The Luhn check every card number passes; a typo fails it. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const TEST_CARDS_ONLY =
  'This is a test payment: use one of the test cards listed below. No real card is accepted.';

/** The hosted page's form. The card number is read to pick the outcome, then dropped. */
export const sandboxCardSchema = (now: Date) =>
  z.object({
    card: z
      .string({ error: 'Your card number is incomplete.' })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, 'Your card number is incomplete.')
          .refine(luhnValid, 'Your card number is invalid.')
          .refine((digits) => digits in SANDBOX_CARDS, TEST_CARDS_ONLY),
      )
      .transform((digits) => SANDBOX_CARDS[digits as keyof typeof SANDBOX_CARDS] as SandboxOutcome),
    expiry: z
      .string({ error: "Your card's expiration date is incomplete." })
      .regex(
        /^\s*(0[1-9]|1[0-2])\s*\/?\s*(\d{2})\s*$/,
        "Your card's expiration date is incomplete.",
      )
      .refine((value) => {
        const [, month, year] = /(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(value) ?? [];
        const end = Date.UTC(2000 + Number(year), Number(month), 1);
        return end > now.getTime();
      }, "Your card's expiration date is in the past."),
    cvc: z
      .string({ error: "Your card's security code is incomplete." })
      .regex(/^\s*\d{3,4}\s*$/, "Your card's security code is incomplete."),
    cardholder: z
      .string({ error: 'Enter the name on the card.' })
      .trim()
      .min(1, 'Enter the name on the card.')
      .max(100, 'The name on the card is too long.'),
    delivery: z.enum(SANDBOX_DELIVERIES).default('now'),
  });

export const OUTCOME_MESSAGES: Record<Exclude<SandboxOutcome, 'succeeded'>, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};
