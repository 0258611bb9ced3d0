import { DataTable, DateField, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { RowLink } from '@/common/RecordLink';
import { useIsSmall } from '@/common/useIsSmall';
import { formatDateTime } from '@/format';
import { NOMINATIONS } from '../resources';
import type { NominationRecord } from '../types';
import { ConsentChip, consentOf } from './ConsentChip';
import {
  ageGroupChoices,
  StatusChip,
  StatusField,
  sportChoices,
  stateChoices,
  statusChoices,
} from './status';

const Col = DataTable.Col<NominationRecord>;

const filters = [
  <TextInput
    key="q"
    source="q"
    label="Search"
    helperText="Name, school or nominator's email"
    alwaysOn
    resettable
  />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
  <SelectInput key="sport" source="sport" label="Sport" choices={sportChoices} alwaysOn />,
  <SelectInput
    key="ageGroup"
    source="ageGroup"
    label="Age group"
    choices={ageGroupChoices}
    alwaysOn
  />,
  <SelectInput key="state" source="state" label="State" choices={stateChoices} alwaysOn />,
];

const empty = <EmptyMessage>No nominations match.</EmptyMessage>;
const fullName = (r: NominationRecord) => `${r.firstName} ${r.lastName}`;
/** The athlete's name as a link to the nomination: the row's click is for the mouse. */
const AthleteLink = () => <RowLink<NominationRecord> resource={NOMINATIONS}>{fullName}</RowLink>;

const positions = (r: NominationRecord) =>
  r.secondaryPosition ? `${r.position}/${r.secondaryPosition}` : r.position;

/** The nominations, newest first; a row opens the nomination, its review and history. */
export const NominationList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="YouScout nominations"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      // Minors' details and their nominators' contacts stay in the back office: no export.
      exporter={false}
      empty={false}
      error={<ListError message="Error loading nominations. Please try again later." />}
    >
      {isSmall ? (
        <SimpleList<NominationRecord>
          primaryText={(r) => `${fullName(r)}, ${r.age}`}
          secondaryText={(r) =>
            [r.sport, positions(r), r.state, `${r.communityVotes} votes`, consentOf(r).label].join(
              ' · ',
            )
          }
          tertiaryText={(r) => formatDateTime(r.createdAt)}
          rightIcon={(r) => <StatusChip status={r.status} />}
          linkType="show"
          empty={empty}
        />
      ) : (
        <DataTable<NominationRecord> rowClick="show" bulkActionButtons={false} empty={empty}>
          <Col source="createdAt" label="Submitted">
            <DateField source="createdAt" showTime />
          </Col>
          <Col source="lastName" label="Athlete">
            <AthleteLink />
          </Col>
          <DataTable.NumberCol source="age" label="Age" />
          <Col source="ageGroup" label="Age group" disableSort />
          <Col source="sport" label="Sport" />
          <Col label="Positions" disableSort render={positions} />
          <Col source="state" label="State" />
          <Col source="submittedByName" label="Nominated by" disableSort />
          <DataTable.NumberCol source="communityVotes" label="Votes" />
          <Col source="status" label="Status">
            <StatusField />
          </Col>
          <Col label="Consent" disableSort render={(r) => <ConsentChip record={r} />} />
          <Col source="statusChangedAt" label="Status changed">
            <DateField source="statusChangedAt" showTime />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
