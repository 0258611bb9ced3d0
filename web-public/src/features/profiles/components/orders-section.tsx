import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '@/components/order-status/order-status-badge';
import { type MyOrder, useMyOrders } from '@/features/profiles/api/get-my-orders';
import { longDate } from '@/lib/long-date';
import { money } from '@/lib/money';

const orderPath = (order: MyOrder) =>
  `/shop/orders/${encodeURIComponent(order.number)}?token=${encodeURIComponent(order.token)}`;

/** The member's shop orders, each leading to its page (PLATFORM.md §3). */
export function OrdersSection() {
  const orders = useMyOrders();
  return (
    <Paper
      component="section"
      aria-labelledby="orders-title"
      withBorder
      radius="lg"
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Title id="orders-title" order={2} size="h3" mb="lg">
        Shop orders
      </Title>
      {orders.isPending && <Text size="sm">Loading your orders…</Text>}
      {orders.isError && (
        <Text size="sm" c="red.8" role="alert">
          Your orders could not be loaded.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => orders.refetch()}>
            Try again
          </Button>
        </Text>
      )}
      {orders.data &&
        (orders.data.length === 0 ? (
          <Text size="sm">
            No orders yet.{' '}
            <Anchor component={Link} to="/shop" size="sm">
              Visit the shop
            </Anchor>
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {orders.data.map((order) => (
              <Group component="li" key={order.number} justify="space-between" gap="xs">
                <Stack gap={2}>
                  <Anchor component={Link} to={orderPath(order)} fw={600}>
                    Order {order.number}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {longDate(order.placedAt.slice(0, 10))} · {order.items} item
                    {order.items === 1 ? '' : 's'}
                  </Text>
                </Stack>
                <Group gap="sm">
                  <OrderStatusBadge status={order.status} />
                  <Text fw={600}>{money(order.totalCents)}</Text>
                </Group>
              </Group>
            ))}
          </Stack>
        ))}
    </Paper>
  );
}
