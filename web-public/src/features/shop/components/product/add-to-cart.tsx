import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { MAX_LINES, MAX_QUANTITY } from '@server/shop/constants';
import type { CatalogueProduct, CatalogueVariant } from '@server/shop/schemas';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { addToCart } from '@/components/cart/cart-actions';
import { quantityChoices, variantName } from '@/features/shop/utils/catalogue';
import { SHOP_PATHS } from '@/features/shop/utils/paths';
import { toast } from '@/lib/notify';

type AddToCartProps = {
  product: CatalogueProduct;
  /** The chosen size and colour's variant; undefined when the product does not come in it. */
  variant: CatalogueVariant | undefined;
  /** Why the choice cannot be bought, if it cannot. */
  refusal: string | null;
};

/** How many, and Add to cart: refused for a combination not sold or sold out. */
export function AddToCart({ product, variant, refusal }: AddToCartProps) {
  const [quantity, setQuantity] = useState(1);
  const choices = quantityChoices(variant);
  const chosen = Math.min(quantity, choices.length);

  const add = () => {
    if (!variant || refusal) return;
    const outcome = addToCart({
      variantId: variant.id,
      quantity: chosen,
      productSlug: product.slug,
      name: product.name,
      size: variant.size,
      colour: variant.colour,
      unitCents: variant.priceCents,
      image: product.images[0] ?? null,
    });
    if (outcome === 'full') {
      toast({
        title: 'Your cart is full',
        description: `An order holds at most ${MAX_LINES} different items: check out, or remove one first.`,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Added to cart',
      description:
        outcome === 'capped'
          ? `${product.name} (${variantName(variant)}): your cart now holds ${MAX_QUANTITY}, the most of one item an order takes.`
          : `${chosen} × ${product.name} (${variantName(variant)})`,
    });
  };

  return (
    <Stack gap="md">
      <NativeSelect
        label="Quantity"
        w={120}
        value={String(chosen)}
        onChange={(event) => setQuantity(Number(event.currentTarget.value))}
        data={choices.map(String)}
        disabled={Boolean(refusal)}
      />
      {refusal && (
        <Text fw={600} c="red.8" role="status">
          {refusal}
        </Text>
      )}
      <Group gap="sm">
        <Button
          size="md"
          color="red.8"
          onClick={add}
          disabled={Boolean(refusal)}
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
        >
          Add to cart
        </Button>
        <Button component={Link} to={SHOP_PATHS.checkout} size="md" variant="default">
          Go to checkout
        </Button>
      </Group>
    </Stack>
  );
}
