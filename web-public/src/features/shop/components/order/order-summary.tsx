import { Box, Paper, Title } from '@mantine/core';
import type { OrderAnswer } from '@server/shop/schemas';
import { useId } from 'react';
import { OrderItems } from '@/features/shop/components/order/order-items';
import { OrderTotals } from '@/features/shop/components/order-totals';

/**
 * An order's items and its sums, in a section named by its heading ("What you ordered" on the
 * order's page, "What you bought" on the page the payer comes back to).
 */
export function OrderSummary({ title, order }: { title: string; order: OrderAnswer }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg">
      <Title id={titleId} order={2} size="h3" mb="md">
        {title}
      </Title>
      <OrderItems items={order.items} />
      <Box mt="lg">
        <OrderTotals totals={order} />
      </Box>
    </Paper>
  );
}
