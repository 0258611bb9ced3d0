import { Chip } from '@mui/material';
import {
  DataTable,
  DateField,
  List,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { ExportAllButton } from '@/common/ExportAllButton';
import { EmptyMessage, ListError } from '@/common/ListError';
import { useIsSmall } from '@/common/useIsSmall';
import { formatDateTime } from '@/format';
import type { NewsletterSubscriptionRecord } from '@/types';

const Col = DataTable.Col<NewsletterSubscriptionRecord>;

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'subscribed', name: 'Subscribed' },
      { id: 'unsubscribed', name: 'Unsubscribed' },
    ]}
    emptyText="Current subscribers"
    alwaysOn
  />,
];

const Status = ({ record }: { record: NewsletterSubscriptionRecord }) => (
  <Chip
    size="small"
    color={record.status === 'unsubscribed' ? 'default' : 'success'}
    label={record.status === 'unsubscribed' ? 'Unsubscribed' : 'Subscribed'}
  />
);

const empty = <EmptyMessage>No newsletter subscriptions yet.</EmptyMessage>;

/** Current subscribers by default (the server's), former ones on request; CSV export. */
export const NewsletterSubscriptionList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Newsletter subscriptions"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      exporter={false}
      actions={
        <TopToolbar>
          <ExportAllButton<NewsletterSubscriptionRecord>
            columns={['email', 'name', 'createdAt', 'status', 'unsubscribedAt']}
            filename="newsletter-subscriptions"
          />
        </TopToolbar>
      }
      empty={false}
      error={
        <ListError message="Error loading newsletter subscriptions. Please try again later." />
      }
    >
      {isSmall ? (
        <SimpleList<NewsletterSubscriptionRecord>
          primaryText={(r) => r.email}
          secondaryText={(r) => r.name ?? ''}
          tertiaryText={(r) => formatDateTime(r.createdAt)}
          rightIcon={(r) => <Status record={r} />}
          linkType={false}
          empty={empty}
        />
      ) : (
        <DataTable<NewsletterSubscriptionRecord>
          rowClick={false}
          bulkActionButtons={false}
          empty={empty}
        >
          <Col source="createdAt" label="Subscribed">
            <DateField source="createdAt" showTime />
          </Col>
          <Col source="email" label="Email" />
          <Col source="name" label="Name" render={(r) => r.name ?? '—'} />
          <Col label="Status" disableSort render={(r) => <Status record={r} />} />
        </DataTable>
      )}
    </List>
  );
};
