import { Create, required, SimpleForm, TextInput } from 'react-admin';
import { dollarsToCents } from '@/common/money';

type Form = { amount: string; description: string; reference: string };

const validAmount = (value: string) => {
  const cents = dollarsToCents(value ?? '');
  return cents === undefined || cents < 50
    ? 'An amount of at least $0.50, such as 25.00'
    : undefined;
};

/**
 * A test payment: no area takes payments yet, so staff try the provider from here. Each form
 * has its own idempotency key, so sending it twice makes one payment.
 */
export const PaymentCreate = () => {
  const idempotencyKey = `admin-${crypto.randomUUID()}`;
  return (
    <Create
      title="New test payment"
      redirect="show"
      transform={(data: Form) => ({
        amountCents: dollarsToCents(data.amount),
        currency: 'USD',
        description: data.description,
        reference: data.reference,
        idempotencyKey,
        returnPath: '/admin/payments',
      })}
    >
      <SimpleForm>
        <TextInput source="amount" label="Amount (USD)" validate={[required(), validAmount]} />
        <TextInput source="description" label="Description" validate={required()} />
        <TextInput source="reference" label="Order or transaction" validate={required()} />
      </SimpleForm>
    </Create>
  );
};
