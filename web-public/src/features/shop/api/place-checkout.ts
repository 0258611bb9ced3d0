import type { CheckoutAnswer, CheckoutInput } from '@server/shop/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteQueryKey } from '@/features/shop/api/get-quote';
import { SHOP_API } from '@/features/shop/utils/paths';
import { ApiError, api } from '@/lib/api-client';

export type { CheckoutAnswer, CheckoutInput };

/** Reserves the cart's items and opens the payment page; the key names the order. */
export const placeCheckout = (input: CheckoutInput) =>
  api.post<CheckoutAnswer>(SHOP_API.checkout, input);

/** A checkout; a refusal for stock (409) has the quote read again, for its problems per line. */
export function usePlaceCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCheckout,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: quoteQueryKey });
    },
  });
}
