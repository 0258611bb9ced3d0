import { Alert, Button, Container, List, Loader, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, SHIPPING_METHODS } from '@server/shop/constants';
import type { OrderAnswer } from '@server/shop/schemas';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { clearPlacedCart } from '@/components/cart/cart-actions';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { useOrder } from '@/features/shop/api/get-order';
import { OrderEnded } from '@/features/shop/components/order/order-ended';
import { OrderSummary } from '@/features/shop/components/order/order-summary';
import { isMissing, NotFound, READABLE_TITLE } from '@/features/shop/components/query-states';
import { SHOP_PATHS } from '@/features/shop/utils/paths';

const PAID: readonly OrderAnswer['status'][] = ['paid', 'fulfilled', 'delivered'];

/**
 * /shop/success?order=<number>&token=<token>: where the payment provider sends the payer back.
 * It only reads the order (a reload places nothing), asks again while the payment's confirmation
 * has not come, and once the order is paid empties the cart it was placed with.
 */
export function SuccessPage({
  number,
  token,
}: {
  number: string | undefined;
  token: string | undefined;
}) {
  if (!number || !token)
    return (
      <NotFound
        title="No order to show"
        message="This page shows an order just paid for: its link names the order."
      />
    );
  return <Confirmation number={number} token={token} />;
}

function Confirmation({ number, token }: { number: string; token: string }) {
  const order = useOrder(number, token, { untilPaid: true });
  const paid = order.data !== undefined && PAID.includes(order.data.status);
  useEffect(() => {
    if (paid) clearPlacedCart(number);
  }, [paid, number]);

  if (order.isPending) return <Loading mih="60vh" label="Loading your order" />;
  if (order.isError) {
    if (isMissing(order.error))
      return <NotFound title="Order not found" message={MESSAGES.orderNotFound} />;
    return (
      <Container size="sm" py="xl">
        <LoadError
          title="Your order could not be shown"
          error={order.error}
          onRetry={() => order.refetch()}
        />
      </Container>
    );
  }
  const { data } = order;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{paid ? 'Thank you for your order!' : 'Thank you!'}</Title>
          <Text size="lg" mt="xs">
            Order number <strong>{data.number}</strong>
          </Text>
        </div>
        {data.status === 'pending' && (
          <Alert
            color="yellow"
            styles={READABLE_TITLE}
            variant="light"
            icon={<Loader size="sm" color="yellow.8" aria-hidden />}
            role="status"
          >
            Payment pending: we are waiting for the payment provider's confirmation. This page
            updates by itself.
          </Alert>
        )}
        <OrderEnded order={data} />
        {paid && <NextSteps order={data} />}
        <OrderSummary title="What you bought" order={data} />
        <Button
          component={Link}
          to={SHOP_PATHS.order(data.number, token)}
          variant="default"
          w="fit-content"
        >
          View your order
        </Button>
      </Stack>
    </Container>
  );
}

function NextSteps({ order }: { order: OrderAnswer }) {
  return (
    <section aria-labelledby="next-title">
      <Title id="next-title" order={2} size="h3" mb="sm">
        What happens next
      </Title>
      <List spacing="xs">
        <List.Item>
          A confirmation is on its way to <strong>{order.customerEmail}</strong>, with the link to
          your order's page.
        </List.Item>
        <List.Item>
          We pack your order and send it by{' '}
          {SHIPPING_METHODS[order.shippingMethod].label.toLowerCase()}.
        </List.Item>
        <List.Item>
          Once it ships, a second e-mail gives you its tracking number, which your order's page
          below shows too.
        </List.Item>
      </List>
    </section>
  );
}
