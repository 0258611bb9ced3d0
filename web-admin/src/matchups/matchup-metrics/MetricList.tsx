import { DataTable, DateField, SelectInput, SimpleList, TextInput } from 'react-admin';
import { EmptyMessage } from '@/common/ListError';
import { RowLink } from '@/common/RecordLink';
import { ResponsiveList } from '@/common/ResponsiveList';
import { formatDateTime } from '@/format';
import {
  formatDay,
  formatValue,
  MetricStatusChip,
  metricLabel,
  metricTypeFilter,
  RemovedChip,
  statusChoices,
} from '../metric';
import { METRICS } from '../resources';
import type { AdminMetric, MetricStatus } from '../types';

const Col = DataTable.Col<AdminMetric>;

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
  metricTypeFilter,
  // Set from an athlete's page ("all values of this athlete"), removable like any filter.
  <TextInput key="athleteId" source="athleteId" label="Athlete id" resettable />,
];

/** The verification queue first: what waits for a decision. */
const QUEUE: { status: MetricStatus } = { status: 'self_reported' };

const empty = <EmptyMessage>No metric values match.</EmptyMessage>;

/** The athlete's name as a link to the value: the row's click is for the mouse. */
const AthleteLink = () => (
  <RowLink<AdminMetric> resource={METRICS}>
    {(record) => (record.athleteErased ? <RemovedChip /> : record.athleteName)}
  </RowLink>
);

const value = (r: AdminMetric) => formatValue(r.metricType, r.value, r.unit);

/**
 * Metric values, newest first, the self-reported ones waiting for verification by default; a
 * row opens the value, its provenance and its decisions.
 */
export const MetricList = () => {
  return (
    <ResponsiveList
      title="Metric values"
      sort={{ field: 'recordedAt', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={QUEUE}
      // Minors' values and names stay in the back office: no export.
      exporter={false}
      what="metric values"
      small={
        <SimpleList<AdminMetric>
          primaryText={(r) => (r.athleteErased ? 'Removed athlete' : r.athleteName)}
          secondaryText={(r) => `${metricLabel(r.metricType)} · ${value(r)}`}
          tertiaryText={(r) => formatDateTime(r.recordedAt)}
          rightIcon={(r) => <MetricStatusChip status={r.status} />}
          linkType="show"
          empty={empty}
        />
      }
    >
      <DataTable<AdminMetric> rowClick="show" bulkActionButtons={false} empty={empty}>
        <Col source="athleteName" label="Athlete" disableSort>
          <AthleteLink />
        </Col>
        <Col source="metricType" label="Metric" render={(r) => metricLabel(r.metricType)} />
        <Col source="value" label="Value" disableSort render={value} />
        <Col source="measuredOn" label="Measured on" render={(r) => formatDay(r.measuredOn)} />
        <Col
          source="status"
          label="Status"
          render={(r) => <MetricStatusChip status={r.status} />}
        />
        <Col source="recordedAt" label="Recorded">
          <DateField source="recordedAt" showTime />
        </Col>
      </DataTable>
    </ResponsiveList>
  );
};
