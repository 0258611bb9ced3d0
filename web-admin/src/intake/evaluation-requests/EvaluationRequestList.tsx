import { DataTable, DateField, List, SelectInput, TextInput } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { RecordLink } from '@/common/RecordLink';
import type { EvaluationRequestRecord } from '@/types';
import { StatusField } from './StatusChip';
import { statusChoices } from './statusFlow';

const Col = DataTable.Col<EvaluationRequestRecord>;

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
];

/** Evaluation requests, newest first; a row opens the request and its status workflow. */
export const EvaluationRequestList = () => (
  <List
    title="Evaluation requests"
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={filters}
    // A minor's details and the parent's contacts stay in the back office: no export.
    exporter={false}
    empty={false}
    error={<ListError message="Error loading evaluation requests. Please try again later." />}
  >
    <DataTable<EvaluationRequestRecord>
      rowClick="show"
      bulkActionButtons={false}
      empty={<EmptyMessage>No prospect evaluation requests yet.</EmptyMessage>}
    >
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
  </List>
);
