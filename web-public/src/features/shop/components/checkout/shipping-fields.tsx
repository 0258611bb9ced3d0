import { Radio, Stack, Text } from '@mantine/core';
import {
  FREE_SHIPPING_FROM_CENTS,
  SHIPPING_METHOD_NAMES,
  SHIPPING_METHODS,
  shippingCents,
} from '@server/shop/constants';
import type { FormApi } from '@/components/form-fields/form-fields';
import type { CheckoutValues } from '@/features/shop/utils/checkout';
import { money } from '@/lib/money';

/** How the order travels, each way with what it costs this cart (standard is free from $75). */
export function ShippingFields({
  form,
  subtotalCents,
}: {
  form: FormApi<CheckoutValues>;
  subtotalCents: number;
}) {
  return (
    <Radio.Group
      label="Shipping method"
      description={`Standard shipping is free on orders of ${money(FREE_SHIPPING_FROM_CENTS)} or more.`}
      withAsterisk
      {...form.getInputProps('shippingMethod')}
    >
      <Stack gap="xs" mt="xs">
        {SHIPPING_METHOD_NAMES.map((method) => {
          const cents = shippingCents(method, subtotalCents);
          return (
            <Radio
              key={method}
              value={method}
              label={
                <Text span size="sm">
                  {SHIPPING_METHODS[method].label}:{' '}
                  <Text span fw={600} size="sm">
                    {cents === 0 ? 'Free' : money(cents)}
                  </Text>
                </Text>
              }
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
