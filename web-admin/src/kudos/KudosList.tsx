import type { KudosAnswer } from '@server/kudos/schemas';
import { DataTable, DateField, List } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';

const Col = DataTable.Col<KudosAnswer>;

/** Every kudos, newest first. */
export const KudosList = () => (
  <List
    title="Kudos"
    sort={{ field: 'givenAt', order: 'DESC' }}
    empty={false}
    error={<ListError message="Error loading kudos. Please try again later." />}
  >
    <DataTable<KudosAnswer>
      bulkActionButtons={false}
      empty={<EmptyMessage>No kudos yet.</EmptyMessage>}
    >
      <Col source="givenAt" label="Given">
        <DateField source="givenAt" showTime />
      </Col>
      <Col source="text" label="Kudos" />
    </DataTable>
  </List>
);
