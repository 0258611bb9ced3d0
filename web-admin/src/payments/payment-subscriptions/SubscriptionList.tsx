import type { SubscriptionListItem } from '@server/payments/schemas';
import { DataTable, DateField, FunctionField, List } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { formatCents } from '@/common/money';
import { formatDate } from '@/format';
import { PaymentStatusChip } from '../payments/PaymentStatusChip';

const Col = DataTable.Col<SubscriptionListItem>;

/** Monthly subscriptions (memberships), newest first. */
export const SubscriptionList = () => (
  <List
    title="Subscriptions"
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={false}
    empty={false}
    error={<ListError message="Error loading subscriptions. Please try again later." />}
  >
    <DataTable<SubscriptionListItem>
      rowClick="show"
      bulkActionButtons={false}
      empty={<EmptyMessage>No subscriptions yet.</EmptyMessage>}
    >
      <Col source="createdAt" label="Created">
        <DateField source="createdAt" showTime />
      </Col>
      <Col source="reference" label="Reference" />
      <Col source="description" label="Description" />
      <Col source="amountCents" label="Per month">
        <FunctionField<SubscriptionListItem>
          render={(r) => formatCents(r.amountCents, r.currency)}
        />
      </Col>
      <Col source="periodEnd" label="Paid until" disableSort>
        <FunctionField<SubscriptionListItem> render={(r) => formatDate(r.periodEnd)} />
      </Col>
      <Col source="status" label="Status">
        <FunctionField<SubscriptionListItem>
          render={(r) => <PaymentStatusChip status={r.status} />}
        />
      </Col>
    </DataTable>
  </List>
);
