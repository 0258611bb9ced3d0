import { ORDER_STATUSES } from '@server/shop/constants';
import { DataTable, DateField, SelectInput, SimpleList, TextInput } from 'react-admin';
import { EmptyMessage } from '@/common/ListError';
import { RecordLink } from '@/common/RecordLink';
import { ResponsiveList } from '@/common/ResponsiveList';
import { formatDateTime } from '@/format';
import { formatCents } from '../money';
import type { AdminOrder } from '../types';
import { OrderStatusChip, STATUS_LABELS } from './OrderStatusChip';

const Col = DataTable.Col<AdminOrder>;

const statusChoices = ORDER_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
];

const empty = <EmptyMessage>No orders match.</EmptyMessage>;

/** The shop's orders, newest first; a row opens the order and what can be done with it. */
export const OrderList = () => (
  <ResponsiveList<AdminOrder>
    title="Shop orders"
    sort={{ field: 'placedAt', order: 'DESC' }}
    filters={filters}
    // Customers' names and addresses stay in the back office: no export.
    exporter={false}
    what="orders"
    small={
      <SimpleList<AdminOrder>
        primaryText={(r) => `${r.number} · ${r.customerName}`}
        secondaryText={(r) => `${formatDateTime(r.placedAt)} · ${formatCents(r.totalCents)}`}
        tertiaryText={(r) => STATUS_LABELS[r.status]}
        linkType="show"
        empty={empty}
      />
    }
  >
    <DataTable<AdminOrder> rowClick="show" bulkActionButtons={false} empty={empty}>
      <Col source="number" label="Order" disableSort>
        <RecordLink source="number" type="show" />
      </Col>
      <Col source="placedAt" label="Placed">
        <DateField source="placedAt" showTime />
      </Col>
      <Col source="customerName" label="Customer" disableSort />
      <Col source="status" label="Status" render={(r) => <OrderStatusChip status={r.status} />} />
      <Col
        source="totalCents"
        label="Total"
        align="right"
        render={(r) => formatCents(r.totalCents)}
      />
    </DataTable>
  </ResponsiveList>
);
