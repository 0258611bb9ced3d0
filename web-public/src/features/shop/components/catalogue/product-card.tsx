import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CatalogueProduct } from '@server/shop/schemas';
import { Link } from 'react-router-dom';
import { ProductImage } from '@/features/shop/components/product-image';
import { priceLabel, stockNotes } from '@/features/shop/utils/catalogue';
import { SHOP_PATHS } from '@/features/shop/utils/paths';
import classes from '../shop.module.css';

type ProductCardProps = {
  product: CatalogueProduct;
  /** In the first row: its picture loads at once rather than when it comes near. */
  eager: boolean;
  /** The first card, whose picture is a phone's largest paint: fetched before anything else. */
  first?: boolean;
};

/** One product in the catalogue: picture, name (the link), price, sizes, colours and stock. */
export function ProductCard({ product, eager, first = false }: ProductCardProps) {
  const titleId = `product-${product.id}`;
  const notes = stockNotes(product);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="md"
      className={`${classes.card} ${classes.cardLinkHost}`}
    >
      <ProductImage src={product.images[0]} alt={product.name} eager={eager} priority={first} />
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            <Link to={SHOP_PATHS.product(product.slug)} className={classes.cardTitle}>
              {product.name}
            </Link>
          </Title>
          {product.soldOut && (
            <Badge color="gray.7" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
              Sold out
            </Badge>
          )}
        </Group>
        <Text fw={700} size="lg">
          {priceLabel(product)}
        </Text>
        {product.sizes.length > 0 && (
          <Text size="sm">
            <Text span c="gray.7" size="sm">
              Sizes:{' '}
            </Text>
            {product.sizes.join(', ')}
          </Text>
        )}
        {product.colours.length > 0 && (
          <Text size="sm">
            <Text span c="gray.7" size="sm">
              Colors:{' '}
            </Text>
            {product.colours.join(', ')}
          </Text>
        )}
        {!product.soldOut && notes.length > 0 && (
          <Stack
            component="ul"
            gap={2}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Stock"
          >
            {notes.map((note) => (
              <Text component="li" key={note} size="sm" fw={600} className={classes.lowStock}>
                {note}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
