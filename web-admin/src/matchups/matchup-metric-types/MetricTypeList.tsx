import { DataTable, SimpleList } from 'react-admin';
import { ResponsiveList } from '@/common/ResponsiveList';
import type { MetricTypeRecord } from '../types';

const Col = DataTable.Col<MetricTypeRecord>;

const BETTER: Record<MetricTypeRecord['direction'], string> = {
  higher: 'Higher',
  lower: 'Lower',
};
const range = (r: MetricTypeRecord) => `${r.min}–${r.max} ${r.unit}`;

/**
 * The catalogue of metric types, read-only: it is fixed in code
 * (services/src/matchups/constants.ts), so a change is a release, not an edit here.
 */
export const MetricTypeList = () => {
  return (
    <ResponsiveList
      title="Metric types"
      pagination={false}
      perPage={100}
      exporter={false}
      what="the metric types"
      small={
        <SimpleList<MetricTypeRecord>
          primaryText={(r) => `${r.name} (${r.unit})`}
          secondaryText={(r) => `Better when ${BETTER[r.direction].toLowerCase()} · ${range(r)}`}
          linkType={false}
        />
      }
    >
      <DataTable<MetricTypeRecord> rowClick={false} bulkActionButtons={false}>
        <Col source="name" label="Name" disableSort />
        <Col source="key" label="Key" disableSort />
        <Col source="unit" label="Unit" disableSort />
        <Col
          source="direction"
          label="Better when"
          disableSort
          render={(r) => BETTER[r.direction]}
        />
        <Col label="Plausible range" disableSort render={range} />
        <DataTable.NumberCol source="decimals" label="Decimals" disableSort />
      </DataTable>
    </ResponsiveList>
  );
};
