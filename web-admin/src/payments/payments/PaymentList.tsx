import type { PaymentListItem } from '@server/payments/schemas';
import { DataTable, DateField, FunctionField, List, SelectInput, TextInput } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { formatCents } from '@/common/money';
import { PaymentStatusChip } from './PaymentStatusChip';

const Col = DataTable.Col<PaymentListItem>;

const statusChoices = ['pending', 'succeeded', 'failed', 'partially_refunded', 'refunded'].map(
  (id) => ({ id, name: id.replace('_', ' ') }),
);

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
];

/** Payments, newest first; a row opens the payment, its events and refunds. */
export const PaymentList = () => (
  <List
    title="Payments"
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={filters}
    exporter={false}
    empty={false}
    error={<ListError message="Error loading payments. Please try again later." />}
  >
    <DataTable<PaymentListItem>
      rowClick="show"
      bulkActionButtons={false}
      empty={<EmptyMessage>No payments yet.</EmptyMessage>}
    >
      <Col source="createdAt" label="Created">
        <DateField source="createdAt" showTime />
      </Col>
      <Col source="reference" label="Reference" />
      <Col source="description" label="Description" />
      <Col source="amountCents" label="Amount">
        <FunctionField<PaymentListItem> render={(r) => formatCents(r.amountCents, r.currency)} />
      </Col>
      <Col source="refundedCents" label="Refunded" disableSort>
        <FunctionField<PaymentListItem>
          render={(r) => (r.refundedCents ? formatCents(r.refundedCents, r.currency) : '')}
        />
      </Col>
      <Col source="provider" label="Provider" disableSort />
      <Col source="status" label="Status">
        <FunctionField<PaymentListItem> render={(r) => <PaymentStatusChip status={r.status} />} />
      </Col>
    </DataTable>
  </List>
);
