import { Group, Stack, Text } from '@mantine/core';
import type { OrderLineAnswer } from '@server/shop/schemas';
import { variantName } from '@/features/shop/utils/catalogue';
import { money } from '@/lib/money';

/** What an order holds: each line's name, variant, quantity and price. */
export function OrderItems({ items }: { items: OrderLineAnswer[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="Items" style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group
          component="li"
          key={item.variantId}
          justify="space-between"
          wrap="nowrap"
          align="flex-start"
        >
          <div>
            <Text fw={600}>{item.name}</Text>
            <Text size="sm" c="gray.7">
              {variantName(item)} · {item.quantity} × {money(item.unitCents)}
            </Text>
          </div>
          <Text fw={600}>{money(item.lineCents)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
