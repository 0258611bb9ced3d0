import { Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { MAX_QUANTITY } from '@server/shop/constants';
import type { Quote } from '@server/shop/schemas';
import { Link } from 'react-router-dom';
import { removeFromCart, setQuantity } from '@/components/cart/cart-actions';
import type { CartLine } from '@/components/cart/cart-store';
import { ProductImage } from '@/features/shop/components/product-image';
import { variantName } from '@/features/shop/utils/catalogue';
import { lineProblem } from '@/features/shop/utils/checkout';
import { SHOP_PATHS } from '@/features/shop/utils/paths';
import { money } from '@/lib/money';
import classes from '../shop.module.css';

const QUANTITIES = Array.from({ length: MAX_QUANTITY }, (_, index) => String(index + 1));

type CartLinesProps = {
  lines: readonly CartLine[];
  /** The server's quote, for each line's price (the cart's own is only a display). */
  quote: Quote | undefined;
  /** What cannot be bought, by `items.<index>.<field>`. */
  problems: Record<string, string>;
  disabled: boolean;
};

/** The cart's lines: each with its picture, variant, quantity to change, and Remove. */
export function CartLines({ lines, quote, problems, disabled }: CartLinesProps) {
  return (
    <Stack component="ul" gap="md" p={0} m={0} aria-label="Your cart" style={{ listStyle: 'none' }}>
      {lines.map((line, index) => {
        const problem = lineProblem(problems, index);
        const problemId = `cart-line-${index}-problem`;
        const priced = quote?.lines.find((l) => l.variantId === line.variantId);
        const lineCents = priced?.lineCents ?? line.unitCents * line.quantity;
        return (
          <li key={line.variantId} aria-label={`${line.name} (${variantName(line)})`}>
            <Group align="flex-start" wrap="nowrap" gap="md">
              <ProductImage
                src={line.image ?? undefined}
                alt={line.name}
                className={classes.lineImage}
              />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Anchor component={Link} to={SHOP_PATHS.product(line.productSlug)} fw={600}>
                    {line.name}
                  </Anchor>
                  <Text fw={600}>{money(lineCents)}</Text>
                </Group>
                <Text size="sm" c="gray.7">
                  {variantName(line)} · {money(priced?.unitCents ?? line.unitCents)} each
                </Text>
                <Group gap="sm" align="flex-end">
                  <NativeSelect
                    label="Quantity"
                    size="xs"
                    w={90}
                    data={QUANTITIES}
                    value={String(line.quantity)}
                    disabled={disabled}
                    aria-describedby={problem ? problemId : undefined}
                    onChange={(event) =>
                      setQuantity(line.variantId, Number(event.currentTarget.value))
                    }
                  />
                  <Button
                    variant="subtle"
                    color="red.8"
                    size="compact-sm"
                    disabled={disabled}
                    aria-label={`Remove ${line.name} (${variantName(line)})`}
                    onClick={() => removeFromCart(line.variantId)}
                  >
                    Remove
                  </Button>
                </Group>
                {problem && (
                  <Text id={problemId} size="sm" fw={600} c="red.8">
                    {problem}
                  </Text>
                )}
              </Stack>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
