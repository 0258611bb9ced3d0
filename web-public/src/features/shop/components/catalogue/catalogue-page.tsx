import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { CATEGORY_LABELS } from '@server/shop/constants';
import { LoadError } from '@/components/ui/load-error/load-error';
import { productsPath, useProducts } from '@/features/shop/api/get-products';
import { CATALOGUE_COLUMNS, FIRST_ROW } from '@/features/shop/components/catalogue/catalogue-grid';
import { CataloguePlaceholder } from '@/features/shop/components/catalogue/catalogue-placeholder';
import { CategoryFilter } from '@/features/shop/components/catalogue/category-filter';
import { ProductCard } from '@/features/shop/components/catalogue/product-card';
import { useHydrated } from '@/features/shop/components/catalogue/use-hydrated';
import { categoryOf } from '@/features/shop/utils/catalogue';
import { usePageAnswer } from '@/lib/page-answers';
import { useSearchValues } from '@/lib/search-values';

/**
 * /shop: the products on sale, all or one category's (`?category=`, PLATFORM.md §3). The server
 * renders it with the catalogue when it is asked for (lib/page-answers.tsx), for its address:
 * React adopts that markup as it is. Without it, the page is the build's (build-tools/
 * prerender.ts): the heading, the categories with All chosen and the placeholder grid, which it
 * renders while React adopts that markup (useHydrated), then the address's category and the
 * answer.
 */
export function CataloguePage() {
  const hydrated = useHydrated();
  const category = categoryOf(useSearchValues().category);
  // The server rendered this address's catalogue into the page: React adopts that as it is.
  const answered = usePageAnswer(productsPath(category)) !== undefined;
  const live = hydrated || answered;
  const products = useProducts(category);
  const failed = live && products.isError;
  const list = live ? products.data : undefined;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} mb="xs">
        Shop
      </Title>
      <Text mb="lg" maw={640}>
        Caps, tees, hoodies and gear for the field, in NOLA Sports colors. Orders ship anywhere in
        the United States.
      </Text>
      <CategoryFilter current={live ? category : undefined} />
      {!list && !failed && <CataloguePlaceholder />}
      {failed && (
        <LoadError
          title="The products could not be shown"
          error={products.error}
          onRetry={() => products.refetch()}
        />
      )}
      {list?.length === 0 && (
        <Text>
          {category
            ? `Nothing in ${CATEGORY_LABELS[category]} right now: have a look at the other categories.`
            : 'Nothing on sale right now: come back soon.'}
        </Text>
      )}
      {list && list.length > 0 && (
        <SimpleGrid cols={CATALOGUE_COLUMNS} spacing="lg">
          {list.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              eager={index < FIRST_ROW}
              first={index === 0}
            />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
