import { Box, Card, CardContent } from '@mui/material';
import { metricTypeOf } from '@server/matchups/constants';
import type { ReactNode } from 'react';
import {
  Link,
  ReferenceField,
  Show,
  type ShowProps,
  TextField,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { Fields } from '@/common/Fields';
import { formatDateTime } from '@/format';
import { formatDay, formatValue, MetricStatusChip, metricLabel, RemovedChip } from '../metric';
import { ATHLETES } from '../resources';
import type { AdminMetric } from '../types';
import { AthleteValuesLink } from './links';
import { MetricActions } from './MetricActions';

const Title = () => {
  const r = useRecordContext<AdminMetric>();
  if (!r) return <span>Metric value</span>;
  const who = r.athleteErased ? 'removed athlete' : r.athleteName;
  return <span>{`Metric value: ${who}, ${metricTypeOf(r.metricType)?.name ?? r.metricType}`}</span>;
};

/** A link only to an address: anything else (an erased one) reads as text. */
const linkOrText = (url: string | null, empty = 'None'): ReactNode =>
  url?.startsWith('https://') ? (
    <a href={url} target="_blank" rel="noreferrer noopener">
      {url}
    </a>
  ) : (
    (url ?? empty)
  );

/** A user named by their username, linked to their account. */
const UserName = ({ source }: { source: 'recordedBy' | 'decidedBy' }) => (
  <ReferenceField source={source} reference="users" link="edit" emptyText="—">
    <TextField source="username" />
  </ReferenceField>
);

const ROLE_LABELS = { staff: 'staff', coach: 'a verified coach' } as const satisfies Record<
  NonNullable<AdminMetric['decidedByRole']>,
  string
>;

function evidenceOf(evidence: AdminMetric['evidence']): ReactNode {
  if (!evidence) return 'None';
  if (evidence.kind === 'video') return <>Video: {linkOrText(evidence.url)}</>;
  return `Event: ${evidence.name}, ${formatDay(evidence.date)}, at ${evidence.place}`;
}

function Athlete() {
  const r = useRecordContext<AdminMetric>();
  const createPath = useCreatePath();
  if (!r) return null;
  if (r.athleteErased) return <RemovedChip />;
  return (
    <Link to={createPath({ resource: ATHLETES, id: r.athleteId, type: 'show' })}>
      {r.athleteName}
    </Link>
  );
}

function Provenance() {
  const r = useRecordContext<AdminMetric>();
  if (!r) return null;
  const decided = r.status !== 'self_reported';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Fields
        heading="Value"
        rows={[
          ['Athlete', <Athlete key="athlete" />],
          ['Metric', metricLabel(r.metricType)],
          ['Value', formatValue(r.metricType, r.value, r.unit)],
          ['Measured on', formatDay(r.measuredOn)],
        ]}
      />
      <Fields
        heading="Recorded"
        rows={[
          ['Recorded by', <UserName key="by" source="recordedBy" />],
          ['Recorded at', formatDateTime(r.recordedAt)],
          ['Notes', r.notes ?? 'None'],
          ['Video', linkOrText(r.videoUrl)],
        ]}
      />
      <Fields
        heading="Decided"
        rows={
          decided
            ? [
                ['Status', <MetricStatusChip key="status" status={r.status} />],
                [
                  'Decided by',
                  <span key="by">
                    <UserName source="decidedBy" />
                    {r.decidedByRole ? ` (${ROLE_LABELS[r.decidedByRole]})` : ''}
                  </span>,
                ],
                ['Decided at', formatDateTime(r.decidedAt)],
                ['Evidence', evidenceOf(r.evidence)],
                ...(r.status === 'rejected'
                  ? [['Rejection reason', r.rejectionReason ?? 'None'] as [string, ReactNode]]
                  : []),
              ]
            : [['Status', 'Self-reported: not verified or rejected yet']]
        }
      />
      <Fields
        heading="Record"
        rows={[
          ['Metric value id', String(r.id)],
          ['Athlete id', r.athleteId],
        ]}
      />
    </Box>
  );
}

function ValuesOfAthlete() {
  const r = useRecordContext<AdminMetric>();
  return r ? <AthleteValuesLink athleteId={r.athleteId} /> : null;
}

/** A metric value with its whole provenance, and the decisions left to make on it. */
export const MetricShow = (props: Pick<ShowProps, 'id'>) => (
  <Show title={<Title />} {...props}>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 2 }}>
      <Box sx={{ flex: '2 1 420px', minWidth: 0 }}>
        <Provenance />
      </Box>
      <Card variant="outlined" sx={{ flex: '1 1 340px', alignSelf: 'flex-start' }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <MetricActions />
          <ValuesOfAthlete />
        </CardContent>
      </Card>
    </Box>
  </Show>
);
