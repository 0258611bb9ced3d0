import type { ShippingMethod } from '@server/shop/constants';
import { checkoutSchema } from '@server/shop/schemas';

/** The checkout form's fields, checked by the server's own rules and messages. */
export const checkoutFieldsSchema = checkoutSchema.pick({
  customerName: true,
  customerEmail: true,
  shippingAddress: true,
  shippingMethod: true,
});

/** The form as typed: a state not chosen yet is ''. */
export type CheckoutValues = {
  customerName: string;
  customerEmail: string;
  shippingAddress: { line1: string; line2: string; city: string; state: string; zip: string };
  shippingMethod: ShippingMethod;
};

export const EMPTY_CHECKOUT: CheckoutValues = {
  customerName: '',
  customerEmail: '',
  shippingAddress: { line1: '', line2: '', city: '', state: '', zip: '' },
  shippingMethod: 'standard',
};

/**
 * A refusal's messages, parted: those of the cart (`items`, `items.<index>.quantity`), shown on
 * its lines, and those of the form's fields (`customerEmail`, `shippingAddress.zip`).
 */
export function splitErrors(errors: Record<string, string>) {
  const lines: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === 'items' || key.startsWith('items.')) lines[key] = message;
    else fields[key] = message;
  }
  return { lines, fields };
}

/** What cannot be bought of the cart's line at `index` ("Only 2 left"), if anything. */
export const lineProblem = (problems: Record<string, string>, index: number): string | undefined =>
  problems[`items.${index}.variantId`] ??
  problems[`items.${index}.quantity`] ??
  problems[`items.${index}`];
