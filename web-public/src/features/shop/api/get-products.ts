import type { Category } from '@server/shop/constants';
import type { CatalogueProduct } from '@server/shop/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/features/shop/components/catalogue/use-hydrated';
import { SHOP_API } from '@/features/shop/utils/paths';
import { api } from '@/lib/api-client';
import { usePageAnswer } from '@/lib/page-answers';

export type { CatalogueProduct };

/** Every read of the catalogue starts with this key: one product's too (get-product.ts). */
export const productsQueryKey = ['/api/shop/products'] as const;

export const productsPath = (category?: Category) =>
  category ? `${SHOP_API.products}?category=${category}` : SHOP_API.products;

/** Reads started before the page's query asked for them (startProducts), by path: each used once. */
const started = new Map<string, Promise<CatalogueProduct[]>>();

/**
 * Starts reading the catalogue before React runs: /shop's route module calls it as it loads,
 * so the answer comes while React adopts the prerendered page instead of after. The page's
 * first read takes it up (getProducts); every later one asks the server.
 */
export function startProducts(category?: Category): void {
  const path = productsPath(category);
  if (started.has(path)) return;
  const read = api.get<CatalogueProduct[]>(path);
  // A read the page never takes up (it went elsewhere) fails unheard.
  read.catch(() => undefined);
  started.set(path, read);
}

export const getProducts = (category?: Category) => {
  const early = started.get(productsPath(category));
  // Only the page's first read may take one up: any other is forgotten, never served later.
  started.clear();
  return early ?? api.get<CatalogueProduct[]>(productsPath(category));
};

export const productsQueryOptions = (category?: Category) =>
  queryOptions({
    queryKey: [...productsQueryKey, { category: category ?? null }],
    queryFn: () => getProducts(category),
  });

/**
 * The products on sale, of one category or all. While React adopts a page the server rendered
 * with the catalogue (lib/page-answers.tsx), that answer is the query's first data; after,
 * any new read asks the server.
 */
export function useProducts(category?: Category) {
  const hydrated = useHydrated();
  const answered = usePageAnswer<CatalogueProduct[]>(productsPath(category));
  return useQuery({
    ...productsQueryOptions(category),
    initialData: hydrated ? undefined : answered,
  });
}
