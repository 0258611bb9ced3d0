import { DataTable, DateField, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { RecordLink } from '@/common/RecordLink';
import { useIsSmall } from '@/common/useIsSmall';
import { formatDateTime } from '@/format';
import type { EvaluationRequestRecord } from '@/types';
import { StatusChip, StatusField } from './StatusChip';
import { statusChoices } from './statusFlow';

const Col = DataTable.Col<EvaluationRequestRecord>;

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
];

const empty = <EmptyMessage>No prospect evaluation requests yet.</EmptyMessage>;

/** Evaluation requests, newest first; a row opens the request and its status workflow. */
export const EvaluationRequestList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Evaluation requests"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      // A minor's details and the parent's contacts stay in the back office: no export.
      exporter={false}
      empty={false}
      error={<ListError message="Error loading evaluation requests. Please try again later." />}
    >
      {isSmall ? (
        <SimpleList<EvaluationRequestRecord>
          primaryText={(r) => `${r.playerName}, ${r.playerAge}`}
          secondaryText={(r) => [r.position, r.school, r.parentName].filter(Boolean).join(' · ')}
          tertiaryText={(r) => formatDateTime(r.createdAt)}
          rightIcon={(r) => <StatusChip status={r.status} />}
          linkType="show"
          empty={empty}
        />
      ) : (
        <DataTable<EvaluationRequestRecord> rowClick="show" bulkActionButtons={false} empty={empty}>
          <Col source="createdAt" label="Received">
            <DateField source="createdAt" showTime />
          </Col>
          <Col source="playerName" label="Player">
            <RecordLink source="playerName" type="show" />
          </Col>
          <DataTable.NumberCol source="playerAge" label="Age" disableSort />
          <Col source="position" label="Position" />
          <Col source="school" label="School" />
          <Col source="parentName" label="Parent" />
          <Col source="parentEmail" label="Parent email" />
          <Col source="status" label="Status">
            <StatusField />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
