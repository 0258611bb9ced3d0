import { Chip } from '@mui/material';
import { DataTable, DateField, SelectInput, SimpleList, TextInput } from 'react-admin';
import { EmptyMessage } from '@/common/ListError';
import { RowLink } from '@/common/RecordLink';
import { ResponsiveList } from '@/common/ResponsiveList';
import { RemovedChip } from '../metric';
import { ATHLETES } from '../resources';
import type { AdminAthlete } from '../types';
import {
  athleteName,
  graduationYearChoices,
  positionChoices,
  positionsOf,
  stateChoices,
} from './athlete';

const Col = DataTable.Col<AdminAthlete>;

const filters = [
  <TextInput key="q" source="q" label="Search" helperText="Name" alwaysOn resettable />,
  <SelectInput
    key="graduationYear"
    source="graduationYear"
    label="Graduation year"
    choices={graduationYearChoices}
    alwaysOn
  />,
  <SelectInput
    key="position"
    source="position"
    label="Position"
    choices={positionChoices}
    alwaysOn
  />,
  <SelectInput key="state" source="state" label="State" choices={stateChoices} alwaysOn />,
];

const empty = <EmptyMessage>No athletes match.</EmptyMessage>;

/** The athlete's name as a link to the profile: the row's click is for the mouse. */
const NameLink = () => (
  <RowLink<AdminAthlete> resource={ATHLETES}>
    {(record) => (record.erased ? <RemovedChip /> : athleteName(record))}
  </RowLink>
);

export const ConsentChip = ({ verified }: { verified: boolean }) => (
  <Chip
    size="small"
    variant="outlined"
    color={verified ? 'success' : 'default'}
    label={verified ? 'Verified' : 'Not verified'}
  />
);

/** Athlete profiles, last changed first; a row opens the profile and its metric values. */
export const AthleteList = () => {
  return (
    <ResponsiveList
      title="Athletes"
      sort={{ field: 'updatedAt', order: 'DESC' }}
      filters={filters}
      // Minors' profiles stay in the back office: no export.
      exporter={false}
      what="athletes"
      small={
        <SimpleList<AdminAthlete>
          primaryText={athleteName}
          secondaryText={(r) =>
            [positionsOf(r), `class of ${r.graduationYear}`, r.state ?? '—'].join(' · ')
          }
          tertiaryText={(r) => `${r.verifiedMetrics} verified · ${r.pendingMetrics} pending`}
          linkType="show"
          empty={empty}
        />
      }
    >
      <DataTable<AdminAthlete> rowClick="show" bulkActionButtons={false} empty={empty}>
        <Col source="lastName" label="Name">
          <NameLink />
        </Col>
        <Col source="ageGroup" label="Age group" disableSort render={(r) => r.ageGroup ?? '—'} />
        <Col label="Positions" disableSort render={positionsOf} />
        <Col source="graduationYear" label="Graduation year" />
        <Col source="state" label="State" render={(r) => r.state ?? '—'} />
        <Col
          source="consentVerified"
          label="Guardian consent"
          disableSort
          render={(r) => <ConsentChip verified={r.consentVerified} />}
        />
        <DataTable.NumberCol source="verifiedMetrics" label="Verified values" disableSort />
        <DataTable.NumberCol source="pendingMetrics" label="Pending values" disableSort />
        <Col source="updatedAt" label="Updated">
          <DateField source="updatedAt" showTime />
        </Col>
      </DataTable>
    </ResponsiveList>
  );
};
