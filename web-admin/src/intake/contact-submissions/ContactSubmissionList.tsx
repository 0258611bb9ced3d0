import { DataTable, DateField, List, SimpleList, TextInput } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { RecordLink } from '@/common/RecordLink';
import { useIsSmall } from '@/common/useIsSmall';
import { formatDateTime } from '@/format';
import type { ContactSubmission } from '@/types';

const Col = DataTable.Col<ContactSubmission>;

const filters = [<TextInput key="q" source="q" label="Search" alwaysOn resettable />];

const preview = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

const empty = <EmptyMessage>No contact form submissions yet.</EmptyMessage>;

export const ContactSubmissionList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Contact submissions"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      exporter={false}
      empty={false}
      error={<ListError message="Error loading contact submissions. Please try again later." />}
    >
      {isSmall ? (
        <SimpleList<ContactSubmission>
          primaryText={(r) => [r.name, r.organization].filter(Boolean).join(' · ')}
          secondaryText={(r) => preview(r.message)}
          tertiaryText={(r) => formatDateTime(r.createdAt)}
          linkType="show"
          empty={empty}
        />
      ) : (
        <DataTable<ContactSubmission> rowClick="show" bulkActionButtons={false} empty={empty}>
          <Col source="createdAt" label="Received">
            <DateField source="createdAt" showTime />
          </Col>
          <Col source="name" label="Name">
            <RecordLink source="name" type="show" />
          </Col>
          <Col source="email" label="Email" />
          <Col source="organization" label="Organization" />
          <Col label="Message" disableSort render={(r) => preview(r.message)} />
        </DataTable>
      )}
    </List>
  );
};
