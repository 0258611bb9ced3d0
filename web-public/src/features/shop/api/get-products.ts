import type { Category } from '@server/shop/constants';
import type { CatalogueProduct } from '@server/shop/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_API } from '@/features/shop/utils/paths';
import { api } from '@/lib/api-client';

export type { CatalogueProduct };

/** Every read of the catalogue starts with this key: one product's too (get-product.ts). */
export const productsQueryKey = ['/api/shop/products'] as const;

export const getProducts = (category?: Category) =>
  api.get<CatalogueProduct[]>(
    category ? `${SHOP_API.products}?category=${category}` : SHOP_API.products,
  );

export const productsQueryOptions = (category?: Category) =>
  queryOptions({
    queryKey: [...productsQueryKey, { category: category ?? null }],
    queryFn: () => getProducts(category),
  });

/** The products on sale, of one category or all. */
export const useProducts = (category?: Category) => useQuery(productsQueryOptions(category));
