import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { ORDER_NUMBER_PATTERN } from '@server/shop/constants';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { tidyCart } from '@/components/cart/cart-actions';
import { type Cart, useCart } from '@/components/cart/cart-store';
import { CheckoutForm } from '@/features/shop/components/checkout/checkout-form';
import { READABLE_TITLE } from '@/features/shop/components/query-states';
import { SHOP_PATHS } from '@/features/shop/utils/paths';
import { useSearchValues } from '@/lib/search-values';

/**
 * /shop/checkout: the cart, what it costs (the server's quote), where it ships, and Pay. Back
 * from a payment not completed (`?cancelled=<order number>`), it says so: the cart is kept until
 * a payment succeeds.
 */
export function CheckoutPage() {
  const cart = useCart();
  const { cancelled } = useSearchValues();
  useEffect(tidyCart, []);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} mb="lg">
        Checkout
      </Title>
      {cancelled !== undefined && <CancelledNotice cancelled={cancelled} cart={cart} />}
      {cart.lines.length === 0 ? <EmptyCart /> : <CheckoutForm cart={cart} />}
    </Container>
  );
}

function CancelledNotice({ cancelled, cart }: { cancelled: string; cart: Cart }) {
  const number = ORDER_NUMBER_PATTERN.test(cancelled) ? cancelled : null;
  const placed = number && cart.placed?.orderNumber === number ? cart.placed : null;
  return (
    <Alert
      color="yellow"
      styles={READABLE_TITLE}
      variant="light"
      title="Payment not completed"
      mb="lg"
      role="status"
    >
      <Text size="sm">
        {number
          ? `The payment for order ${number} was not completed.`
          : 'The payment was not completed.'}{' '}
        {cart.lines.length > 0
          ? 'Your cart is still here: check it and pay when you are ready.'
          : 'Your cart is empty.'}
      </Text>
      {placed && (
        <Anchor component={Link} to={SHOP_PATHS.order(placed.orderNumber, placed.token)} size="sm">
          See order {placed.orderNumber}
        </Anchor>
      )}
    </Alert>
  );
}

function EmptyCart() {
  return (
    <Stack gap="md" align="flex-start">
      <Text>Your cart is empty.</Text>
      <Button component={Link} to={SHOP_PATHS.catalogue()} color="red.8">
        Browse the shop
      </Button>
    </Stack>
  );
}
