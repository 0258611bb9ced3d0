import { Anchor, Breadcrumbs, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CATEGORY_LABELS, MESSAGES } from '@server/shop/constants';
import type { CatalogueProduct } from '@server/shop/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { useProduct } from '@/features/shop/api/get-product';
import { AddToCart } from '@/features/shop/components/product/add-to-cart';
import { ProductGallery } from '@/features/shop/components/product/product-gallery';
import { ChoiceGroup } from '@/features/shop/components/product/variant-picker';
import { isMissing, NotFound } from '@/features/shop/components/query-states';
import { SHOP_PAGES } from '@/features/shop/pages';
import { firstChoice, priceLabel, stockNote, variantOf } from '@/features/shop/utils/catalogue';
import { SHOP_PATHS } from '@/features/shop/utils/paths';
import { money } from '@/lib/money';
import classes from '../shop.module.css';

/** /shop/products/:slug: one product, its pictures, sizes and colours, and Add to cart. */
export function ProductPage({ slug }: { slug: string }) {
  const product = useProduct(slug);
  useDocumentTitle(
    product.data
      ? `${product.data.name} | Shop | NOLA Sports`
      : SHOP_PAGES['/shop/products/:slug'].title,
  );
  if (product.isPending) return <Loading mih="60vh" label="Loading the product" />;
  if (product.isError) {
    if (isMissing(product.error))
      return (
        <NotFound
          title="Product not found"
          message={`${MESSAGES.productNotFound}: it may have sold out for good, or its link is mistyped.`}
        />
      );
    return (
      <Container size="sm" py="xl">
        <LoadError
          title="The product could not be shown"
          error={product.error}
          onRetry={() => product.refetch()}
        />
      </Container>
    );
  }
  return <ProductDetail product={product.data} />;
}

function ProductDetail({ product }: { product: CatalogueProduct }) {
  const start = firstChoice(product);
  const [size, setSize] = useState<string | null>(start?.size ?? null);
  const [colour, setColour] = useState<string | null>(start?.colour ?? null);
  const variant = variantOf(product, size, colour);
  const note = variant ? stockNote(variant) : null;
  const refusal =
    !size || !colour
      ? 'Choose a size and color'
      : !variant
        ? `${size} does not come in ${colour}`
        : variant.stock === 'sold-out'
          ? MESSAGES.soldOut
          : null;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs mb="lg">
          <Anchor component={Link} to={SHOP_PATHS.catalogue()}>
            Shop
          </Anchor>
          <Anchor component={Link} to={SHOP_PATHS.catalogue(product.category)}>
            {CATEGORY_LABELS[product.category]}
          </Anchor>
        </Breadcrumbs>
      </nav>
      <Grid gap={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProductGallery images={product.images} name={product.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={1}>{product.name}</Title>
            <Text size="xl" fw={700}>
              {variant ? money(variant.priceCents) : priceLabel(product)}
            </Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>
            <ChoiceGroup legend="Size" options={product.sizes} value={size} onChange={setSize} />
            <ChoiceGroup
              legend="Color"
              options={product.colours}
              value={colour}
              onChange={setColour}
            />
            {!refusal && note && (
              <Text fw={600} className={classes.lowStock}>
                {note}
              </Text>
            )}
            <AddToCart product={product} variant={variant} refusal={refusal} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
