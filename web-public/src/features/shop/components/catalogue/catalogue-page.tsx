import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@server/shop/constants';
import { Loading } from '@/components/ui/loading/loading';
import { useProducts } from '@/features/shop/api/get-products';
import { CategoryFilter } from '@/features/shop/components/catalogue/category-filter';
import { ProductCard } from '@/features/shop/components/catalogue/product-card';
import { LoadError } from '@/features/shop/components/query-states';
import { useSearchValues } from '@/lib/search-values';

const categoryOf = (value: string | undefined): Category | undefined =>
  CATEGORIES.find((category) => category === value);

/** /shop: the products on sale, all or one category's (`?category=`, PLATFORM.md §3). */
export function CataloguePage() {
  const category = categoryOf(useSearchValues().category);
  const products = useProducts(category);
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} mb="xs">
        Shop
      </Title>
      <Text mb="lg" maw={640}>
        Caps, tees, hoodies and gear for the field, in NOLA Sports colors. Orders ship anywhere in
        the United States.
      </Text>
      <CategoryFilter current={category} />
      {products.isPending && <Loading mih={240} label="Loading the products" />}
      {products.isError && (
        <LoadError
          title="The products could not be shown"
          error={products.error}
          onRetry={() => products.refetch()}
        />
      )}
      {products.data?.length === 0 && (
        <Text>
          {category
            ? `Nothing in ${CATEGORY_LABELS[category]} right now: have a look at the other categories.`
            : 'Nothing on sale right now: come back soon.'}
        </Text>
      )}
      {products.data && products.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {products.data.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < 4} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
