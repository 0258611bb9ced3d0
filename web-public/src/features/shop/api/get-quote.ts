import type { Quote, QuoteInput } from '@server/shop/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_API } from '@/features/shop/utils/paths';
import { api } from '@/lib/api-client';

export type { Quote, QuoteInput };

export const quoteQueryKey = ['/api/shop/quote'] as const;

/** What a cart costs, computed by the server: the cart's own prices are only a display. */
export const getQuote = (input: QuoteInput) => api.post<Quote>(SHOP_API.quote, input);

export const quoteQueryOptions = (input: QuoteInput) =>
  queryOptions({ queryKey: [...quoteQueryKey, input], queryFn: () => getQuote(input) });

/**
 * The quote of the cart as it stands (none for an empty cart); the last one stays on screen
 * while the next is on its way, so the totals do not blink at each change.
 */
export const useQuote = (input: QuoteInput | null) =>
  useQuery({
    ...quoteQueryOptions(input ?? { items: [], shippingMethod: 'standard' }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
