import { Alert, Button, Grid, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LIMITS, RESERVATION_MINUTES, SHIPPING_STATES, TAX_NOTE } from '@server/shop/constants';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { markPlaced } from '@/components/cart/cart-actions';
import type { Cart } from '@/components/cart/cart-store';
import { FieldGroup } from '@/components/form-fields/field-group';
import { EMAIL_INPUT } from '@/components/form-fields/presets';
import { useQuote } from '@/features/shop/api/get-quote';
import { usePlaceCheckout } from '@/features/shop/api/place-checkout';
import { AddressFields } from '@/features/shop/components/checkout/address-fields';
import { CartLines } from '@/features/shop/components/checkout/cart-lines';
import { ShippingFields } from '@/features/shop/components/checkout/shipping-fields';
import { OrderTotals } from '@/features/shop/components/order-totals';
import {
  type CheckoutValues,
  checkoutFieldsSchema,
  EMPTY_CHECKOUT,
  splitErrors,
} from '@/features/shop/utils/checkout';
import { paymentPage } from '@/features/shop/utils/payment-page';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api-client';
import { money } from '@/lib/money';
import { toast } from '@/lib/notify';

/** A checkout's refusal for the cart's lines (409), for the cart it was made with. */
type LineRefusal = { cart: Cart; errors: Record<string, string> };

/**
 * The cart and the checkout form. The totals are the server's quote, asked again whenever the
 * cart, the shipping method or the state changes; Pay reserves the items (a fresh idempotency
 * key each attempt) and sends the payer to the provider's page. The cart stays as it is until
 * the payment is confirmed (the success page empties it).
 */
export function CheckoutForm({ cart }: { cart: Cart }) {
  const form = useForm<CheckoutValues>({
    initialValues: EMPTY_CHECKOUT,
    validate: schemaResolver(checkoutFieldsSchema, { sync: true }),
  });
  const checkout = usePlaceCheckout();
  const [refused, setRefused] = useState<LineRefusal | null>(null);
  const [leaving, setLeaving] = useState(false);

  const items = cart.lines.map(({ variantId, quantity }) => ({ variantId, quantity }));
  const state = SHIPPING_STATES.find((code) => code === form.values.shippingAddress.state);
  const quote = useQuote({
    items,
    shippingMethod: form.values.shippingMethod,
    ...(state ? { state } : {}),
  });
  // A quote of an earlier cart (shown while the next comes) names lines by their old places.
  const current = quote.isPlaceholderData ? undefined : quote.data;
  const problems = {
    ...current?.problems,
    ...(refused?.cart === cart ? refused.errors : {}),
  };
  const blocked = Object.keys(current?.problems ?? {}).length > 0;
  const busy = checkout.isPending || leaving;

  const focusFirstError = (errors: Record<string, unknown>) => {
    const [first] = Object.keys(errors);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit((values) => {
    const fields = checkoutFieldsSchema.parse(values);
    checkout.mutate(
      { idempotencyKey: crypto.randomUUID(), items, ...fields },
      {
        onSuccess: (placed) => {
          markPlaced({ orderNumber: placed.orderNumber, token: placed.token });
          setLeaving(true);
          paymentPage.open(placed.checkoutUrl);
        },
        onError: (error) => {
          const { lines, fields: fieldErrors } = splitErrors(fieldErrorsOf(error));
          form.setErrors(fieldErrors);
          setRefused(Object.keys(lines).length > 0 ? { cart, errors: lines } : null);
          focusFirstError(fieldErrors);
          toast({
            title: 'Payment not started',
            description: serverMessageOf(error) ?? 'Something went wrong: please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }, focusFirstError);

  const cartMessage = problems.items;
  return (
    <form onSubmit={submit} noValidate aria-label="Checkout">
      <Grid gap={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            <section aria-labelledby="cart-title">
              <Title id="cart-title" order={2} size="h3" mb="md">
                Your cart
              </Title>
              <CartLines lines={cart.lines} quote={current} problems={problems} disabled={busy} />
              {cartMessage && (
                <Text size="sm" fw={600} c="red.8" mt="sm">
                  {cartMessage}
                </Text>
              )}
            </section>
            <FieldGroup title="Your details" order={2} disabled={busy}>
              <Stack gap="md">
                <TextInput
                  label="Your name"
                  autoComplete="name"
                  maxLength={LIMITS.customerName}
                  withAsterisk
                  {...form.getInputProps('customerName')}
                />
                <TextInput
                  {...EMAIL_INPUT}
                  label="E-mail"
                  description="Your confirmation and the shipping notice go here."
                  maxLength={LIMITS.email}
                  {...form.getInputProps('customerEmail')}
                />
              </Stack>
            </FieldGroup>
            <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="xl">
                <AddressFields form={form} />
                <ShippingFields form={form} subtotalCents={current?.subtotalCents ?? 0} />
              </Stack>
            </fieldset>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Summary
            quote={quote}
            taxToCome={!state}
            blocked={blocked}
            busy={busy}
            refusal={checkout.isError ? checkout.error : null}
          />
        </Grid.Col>
      </Grid>
    </form>
  );
}

type SummaryProps = {
  quote: ReturnType<typeof useQuote>;
  taxToCome: boolean;
  blocked: boolean;
  busy: boolean;
  refusal: unknown;
};

function Summary({ quote, taxToCome, blocked, busy, refusal }: SummaryProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="summary-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={{ position: 'sticky', top: 'calc(var(--header-height, 72px) + 16px)' }}
    >
      <Stack gap="md">
        <Title id="summary-title" order={2} size="h3">
          Order summary
        </Title>
        {quote.data ? (
          <OrderTotals totals={quote.data} taxToCome={taxToCome} />
        ) : quote.isError ? (
          <Alert color="red" variant="light" title="The total could not be worked out">
            <Text size="sm" mb="xs">
              {serverMessageOf(quote.error) ?? 'Check your connection and try again.'}
            </Text>
            <Button variant="default" size="xs" onClick={() => quote.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Text size="sm" role="status">
            Working out your total…
          </Text>
        )}
        <Text size="xs" c="gray.7">
          {TAX_NOTE}
        </Text>
        {refusal !== null && (
          <Alert color="red" variant="light" role="alert" title="Payment not started">
            {serverMessageOf(refusal) ?? 'Something went wrong: please try again.'}
          </Alert>
        )}
        {blocked && (
          <Text size="sm" fw={600} c="red.8">
            Some items cannot be bought as they are: change or remove the lines marked in your cart.
          </Text>
        )}
        <Button
          type="submit"
          size="lg"
          color="red.8"
          loading={busy}
          disabled={blocked}
          leftSection={<IconLock size={18} aria-hidden />}
        >
          {quote.data ? `Pay ${money(quote.data.totalCents)}` : 'Pay'}
        </Button>
        <Text size="xs" c="gray.7">
          You pay on our payment provider's secure page. Your items are held for you for{' '}
          {RESERVATION_MINUTES} minutes while you pay.
        </Text>
      </Stack>
    </Paper>
  );
}
