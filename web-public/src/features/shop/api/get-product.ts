import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueProduct } from '@/features/shop/api/get-products';
import { productsQueryKey } from '@/features/shop/api/get-products';
import { SHOP_API } from '@/features/shop/utils/paths';
import { api } from '@/lib/api-client';

export const productQueryKey = (slug: string) => [...productsQueryKey, slug] as const;

export const getProduct = (slug: string) => api.get<CatalogueProduct>(SHOP_API.product(slug));

export const productQueryOptions = (slug: string) =>
  queryOptions({ queryKey: productQueryKey(slug), queryFn: () => getProduct(slug) });

/** One product on sale, by its address (a 404 when there is none). */
export const useProduct = (slug: string) => useQuery(productQueryOptions(slug));
