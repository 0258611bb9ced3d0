import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, SHIPPING_STATES } from '@server/shop/constants';
import { FieldGroup } from '@/components/form-fields/field-group';
import type { FormApi } from '@/components/form-fields/form-fields';
import type { CheckoutValues } from '@/features/shop/utils/checkout';
import { STATE_NAMES } from '@/features/shop/utils/state-names';

const STATE_CHOICES = [
  { value: '', label: 'Select a state' },
  ...SHIPPING_STATES.map((code) => ({ value: code, label: STATE_NAMES[code] })),
];

/** Where the order ships: a US address (PLATFORM.md §3), each field's message beneath it. */
export function AddressFields({ form }: { form: FormApi<CheckoutValues> }) {
  const whole = form.errors.shippingAddress;
  return (
    <FieldGroup title="Shipping address" order={2}>
      <Stack gap="md">
        <TextInput
          label="Street address"
          autoComplete="shipping address-line1"
          maxLength={LIMITS.addressLine}
          withAsterisk
          {...form.getInputProps('shippingAddress.line1')}
        />
        <TextInput
          label="Apartment, suite (optional)"
          autoComplete="shipping address-line2"
          maxLength={LIMITS.addressLine}
          {...form.getInputProps('shippingAddress.line2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="City"
            autoComplete="shipping address-level2"
            maxLength={LIMITS.city}
            withAsterisk
            {...form.getInputProps('shippingAddress.city')}
          />
          <NativeSelect
            label="State"
            autoComplete="shipping address-level1"
            data={STATE_CHOICES}
            withAsterisk
            {...form.getInputProps('shippingAddress.state')}
          />
          <TextInput
            label="ZIP code"
            autoComplete="shipping postal-code"
            inputMode="numeric"
            maxLength={10}
            withAsterisk
            {...form.getInputProps('shippingAddress.zip')}
          />
        </SimpleGrid>
        {typeof whole === 'string' && (
          <Text size="sm" c="red.8" role="alert">
            {whole}
          </Text>
        )}
      </Stack>
    </FieldGroup>
  );
}
