import { Chip } from '@mui/material';
import { DataTable, DateField, NullableBooleanInput, SimpleList, TextInput } from 'react-admin';
import { EmptyMessage } from '@/common/ListError';
import { RowLink } from '@/common/RecordLink';
import { ResponsiveList } from '@/common/ResponsiveList';
import { formatValue, metricLabel, metricTypeFilter } from '../metric';
import type { AdminAlert, AlertFrequency } from '../types';

const Col = DataTable.Col<AdminAlert>;

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  real_time: 'Real time',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};

const filters = [
  metricTypeFilter,
  <NullableBooleanInput
    key="isActive"
    source="isActive"
    label="Active"
    nullLabel="Any"
    trueLabel="Active"
    falseLabel="Off"
    alwaysOn
  />,
  <TextInput key="coachId" source="coachId" label="Coach id" resettable />,
];

/** ">= 85.0 mph": the alert's threshold as the coach set it. */
export const condition = (r: AdminAlert) =>
  `${r.operator} ${formatValue(r.metricType, r.targetValue, r.unit)}`;
const any = (value: string | number | null) => (value === null ? 'Any' : String(value));

/** The coach's name as a link to their account (and its coach verification). */
const CoachLink = () => (
  <RowLink<AdminAlert> resource="users" type="edit" idOf={(record) => record.coachId}>
    {(record) => record.coachName}
  </RowLink>
);

const Active = ({ active }: { active: boolean }) => (
  <Chip
    size="small"
    variant={active ? 'filled' : 'outlined'}
    color={active ? 'success' : 'default'}
    label={active ? 'Active' : 'Off'}
  />
);

const empty = <EmptyMessage>No alerts match.</EmptyMessage>;

/** Every coach's metric alerts, newest first: what each waits for, and how often it tells. */
export const AlertList = () => {
  return (
    <ResponsiveList
      title="Metric alerts"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      exporter={false}
      what="alerts"
      small={
        <SimpleList<AdminAlert>
          primaryText={(r) => `${metricLabel(r.metricType)} ${condition(r)}`}
          secondaryText={(r) => `${r.coachName} · ${FREQUENCY_LABELS[r.frequency]}`}
          rightIcon={(r) => <Active active={r.isActive} />}
          linkType={false}
          empty={empty}
        />
      }
    >
      <DataTable<AdminAlert> rowClick={false} bulkActionButtons={false} empty={empty}>
        <Col source="coachName" label="Coach" disableSort>
          <CoachLink />
        </Col>
        <Col source="metricType" label="Metric" render={(r) => metricLabel(r.metricType)} />
        <Col label="Condition" disableSort render={condition} />
        <Col source="position" label="Position" disableSort render={(r) => any(r.position)} />
        <Col
          source="graduationYear"
          label="Graduation year"
          disableSort
          render={(r) => any(r.graduationYear)}
        />
        <Col source="location" label="Location" disableSort render={(r) => any(r.location)} />
        <Col
          source="frequency"
          label="Frequency"
          disableSort
          render={(r) => FREQUENCY_LABELS[r.frequency]}
        />
        <Col source="isActive" label="Active" render={(r) => <Active active={r.isActive} />} />
        <Col source="createdAt" label="Created">
          <DateField source="createdAt" showTime />
        </Col>
      </DataTable>
    </ResponsiveList>
  );
};
