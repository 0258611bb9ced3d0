import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { MESSAGES } from '@server/matchups/constants';
import {
  DataTable,
  DateField,
  Pagination,
  ReferenceManyField,
  Show,
  type ShowProps,
  useRecordContext,
} from 'react-admin';
import { Fields } from '@/common/Fields';
import { EmptyMessage } from '@/common/ListError';
import { formatDateTime } from '@/format';
import { AthleteValuesLink } from '../matchup-metrics/links';
import { formatDay, formatValue, MetricStatusChip, metricLabel } from '../metric';
import { METRICS } from '../resources';
import type { AdminAthlete, AdminMetric } from '../types';
import { ConsentChip } from './AthleteList';
import { athleteName, positionsOf } from './athlete';

const Title = () => {
  const r = useRecordContext<AdminAthlete>();
  return <span>Athlete{r ? `: ${athleteName(r)}` : ''}</span>;
};

const none = (value: string | number | null | undefined, empty = 'Not given') =>
  value === null || value === undefined || value === '' ? empty : String(value);
const height = (inches: number | null) =>
  inches === null ? 'Not given' : `${Math.floor(inches / 12)} ft ${inches % 12} in`;

function Profile() {
  const r = useRecordContext<AdminAthlete>();
  if (!r) return null;
  if (r.erased)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="info">{MESSAGES.erased}. Their values stay, as numbers only.</Alert>
        <Fields heading="Record" rows={[['Athlete id', String(r.id)]]} />
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Fields
        heading="Profile"
        rows={[
          ['Name', athleteName(r)],
          ['Birth date', formatDay(r.birthDate)],
          ['Age group', none(r.ageGroup)],
          ['Positions', positionsOf(r)],
          ['Graduation year', String(r.graduationYear)],
          ['School', none(r.school)],
          ['City, state', `${none(r.city, '—')}, ${none(r.state, '—')}`],
          ['Height', height(r.heightInches)],
          ['Weight', r.weightLbs === null ? 'Not given' : `${r.weightLbs} lbs`],
        ]}
      />
      <Fields
        heading="Account and consent"
        rows={[
          ['Managed by', r.ownAccount ? 'The athlete’s own account' : 'A parent or guardian'],
          ['Guardian consent', <ConsentChip key="consent" verified={r.consentVerified} />],
          ['Updated', formatDateTime(r.updatedAt)],
          ['Athlete id', String(r.id)],
        ]}
      />
    </Box>
  );
}

const Col = DataTable.Col<AdminMetric>;

/** Every value of the athlete, newest first: each opens its provenance and decisions. */
function MetricValues() {
  const r = useRecordContext<AdminAthlete>();
  if (!r) return null;
  return (
    <Box component="section" aria-labelledby="values-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="values-heading" variant="h3" component="h2">
        Metric values
      </Typography>
      <Typography color="text.secondary">
        {r.verifiedMetrics} verified · {r.pendingMetrics} waiting for verification
      </Typography>
      <ReferenceManyField
        reference={METRICS}
        target="athleteId"
        sort={{ field: 'recordedAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <DataTable<AdminMetric>
          rowClick="show"
          bulkActionButtons={false}
          empty={<EmptyMessage>No values recorded yet.</EmptyMessage>}
        >
          <Col source="metricType" label="Metric" render={(m) => metricLabel(m.metricType)} />
          <Col
            source="value"
            label="Value"
            disableSort
            render={(m) => formatValue(m.metricType, m.value, m.unit)}
          />
          <Col source="measuredOn" label="Measured on" render={(m) => formatDay(m.measuredOn)} />
          <Col
            source="status"
            label="Status"
            render={(m) => <MetricStatusChip status={m.status} />}
          />
          <Col source="recordedAt" label="Recorded">
            <DateField source="recordedAt" showTime />
          </Col>
        </DataTable>
      </ReferenceManyField>
      <AthleteValuesLink athleteId={String(r.id)}>
        Open them in the metric values list
      </AthleteValuesLink>
    </Box>
  );
}

/** An athlete's profile for staff, and the history of their metric values. */
export const AthleteShow = (props: Pick<ShowProps, 'id'>) => (
  <Show title={<Title />} {...props}>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 2 }}>
      <Box sx={{ flex: '1 1 360px', minWidth: 0 }}>
        <Profile />
      </Box>
      <Card variant="outlined" sx={{ flex: '2 1 480px', alignSelf: 'flex-start', minWidth: 0 }}>
        <CardContent>
          <MetricValues />
        </CardContent>
      </Card>
    </Box>
  </Show>
);
