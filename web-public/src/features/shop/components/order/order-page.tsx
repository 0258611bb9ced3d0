import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CARRIERS, MESSAGES, SHIPPING_METHODS } from '@server/shop/constants';
import type { OrderAnswer } from '@server/shop/schemas';
import { IconCreditCard, IconTruckDelivery } from '@tabler/icons-react';
import { OrderStatusBadge } from '@/components/order-status/order-status-badge';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { useOrder } from '@/features/shop/api/get-order';
import { hasEnded, OrderEnded } from '@/features/shop/components/order/order-ended';
import { OrderSteps } from '@/features/shop/components/order/order-steps';
import { OrderSummary } from '@/features/shop/components/order/order-summary';
import { isMissing, NotFound, READABLE_TITLE } from '@/features/shop/components/query-states';
import { when } from '@/features/shop/utils/dates';
import { STATE_NAMES } from '@/features/shop/utils/state-names';

/**
 * /shop/orders/:number: an order's page, opened with the token of its confirmation mail
 * (`?token=`), or by the member who placed it, signed in.
 */
export function OrderPage({ number, token }: { number: string; token: string | undefined }) {
  const order = useOrder(number, token);
  if (order.isPending) return <Loading mih="60vh" label="Loading the order" />;
  if (order.isError) {
    if (isMissing(order.error))
      return <NotFound title="Order not found" message={MESSAGES.orderNotFound} />;
    return (
      <Container size="sm" py="xl">
        <LoadError
          title="The order could not be shown"
          error={order.error}
          onRetry={() => order.refetch()}
        />
      </Container>
    );
  }
  return <OrderDetail order={order.data} />;
}

function OrderDetail({ order }: { order: OrderAnswer }) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Group gap="sm" align="center">
            <Title order={1}>Order {order.number}</Title>
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text c="gray.7" mt={4}>
            Placed {when(order.placedAt)}
            {order.paidAt && ` · paid ${when(order.paidAt)}`}
          </Text>
        </div>
        {hasEnded(order) ? <OrderEnded order={order} /> : <OrderSteps status={order.status} />}
        {order.status === 'pending' && <PendingPayment order={order} />}
        {order.trackingNumber && <Tracking order={order} />}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <OrderSummary title="What you ordered" order={order} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ShippingTo order={order} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function PendingPayment({ order }: { order: OrderAnswer }) {
  return (
    <Alert
      color="yellow"
      styles={READABLE_TITLE}
      variant="light"
      title="Awaiting payment"
      icon={<IconCreditCard aria-hidden />}
    >
      <Text size="sm" mb={order.checkoutUrl ? 'sm' : 0}>
        Your items are held for you until {when(order.expiresAt)}. If the payment is not made by
        then, they go back on the shelf.
      </Text>
      {order.checkoutUrl && (
        <Button component="a" href={order.checkoutUrl} color="red.8" size="sm">
          Complete payment
        </Button>
      )}
    </Alert>
  );
}

function Tracking({ order }: { order: OrderAnswer }) {
  const carrier = order.carrier ? CARRIERS[order.carrier].label : 'the carrier';
  return (
    <Alert color="blue" variant="light" title="On its way" icon={<IconTruckDelivery aria-hidden />}>
      <Text size="sm">
        Shipped with {carrier}. Tracking number:{' '}
        {order.trackingUrl ? (
          <Anchor
            href={order.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            fw={600}
            aria-label={`${order.trackingNumber} (track with ${carrier}, opens in a new tab)`}
          >
            {order.trackingNumber}
          </Anchor>
        ) : (
          <Text span fw={600} size="sm">
            {order.trackingNumber}
          </Text>
        )}
      </Text>
    </Alert>
  );
}

function ShippingTo({ order }: { order: OrderAnswer }) {
  const address = order.shippingAddress;
  return (
    <Paper component="section" aria-labelledby="shipping-title" withBorder radius="lg" p="lg">
      <Title id="shipping-title" order={2} size="h3" mb="md">
        Shipping to
      </Title>
      <Text component="address" style={{ fontStyle: 'normal' }}>
        {order.customerName}
        <br />
        {address.line1}
        {address.line2 && (
          <>
            <br />
            {address.line2}
          </>
        )}
        <br />
        {address.city}, {STATE_NAMES[address.state]} {address.zip}
      </Text>
      <Text size="sm" c="gray.7" mt="md">
        {SHIPPING_METHODS[order.shippingMethod].label}
      </Text>
      <Text size="sm" c="gray.7">
        Updates go to {order.customerEmail}
      </Text>
    </Paper>
  );
}
