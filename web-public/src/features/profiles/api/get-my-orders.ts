import type { MyOrder } from '@server/shop/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { MyOrder };

export const myOrdersQueryKey = ['/api/shop/my-orders'] as const;

/** The signed-in member's shop orders, the newest first. */
export const getMyOrders = () => api.get<MyOrder[]>(myOrdersQueryKey[0]);

export const myOrdersQueryOptions = () =>
  queryOptions({ queryKey: myOrdersQueryKey, queryFn: getMyOrders });

export const useMyOrders = () => useQuery(myOrdersQueryOptions());
