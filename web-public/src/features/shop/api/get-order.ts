import type { OrderAnswer } from '@server/shop/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_API } from '@/features/shop/utils/paths';
import { api } from '@/lib/api-client';

export type { OrderAnswer };

/** How often a page waiting for the payment's confirmation asks again. */
export const PENDING_POLL_MS = 2000;

export const orderQueryKey = (number: string, token?: string) =>
  ['/api/shop/orders', number, token ?? null] as const;

/** An order, with the token of its mail, or as the signed-in member who placed it. */
export const getOrder = (number: string, token?: string) =>
  api.get<OrderAnswer>(SHOP_API.order(number, token));

export const orderQueryOptions = (number: string, token?: string) =>
  queryOptions({ queryKey: orderQueryKey(number, token), queryFn: () => getOrder(number, token) });

/**
 * An order; `untilPaid` asks again every two seconds while it is pending, until the payment
 * provider's confirmation has made it paid (or the reservation ran out).
 */
export const useOrder = (number: string, token?: string, { untilPaid = false } = {}) =>
  useQuery({
    ...orderQueryOptions(number, token),
    refetchInterval: (query) =>
      untilPaid && query.state.data?.status === 'pending' ? PENDING_POLL_MS : false,
  });
