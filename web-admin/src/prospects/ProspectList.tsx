import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, type SxProps, Tooltip } from '@mui/material';
import {
  DataTable,
  EditButton,
  List,
  NullableBooleanInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { AddButton } from '@/common/AddButton';
import { ExportAllButton } from '@/common/ExportAllButton';
import { EmptyMessage, ListError } from '@/common/ListError';
import { useIsSmall } from '@/common/useIsSmall';
import { EVALUATED_GREEN } from '@/theme';
import type { Prospect } from '@/types';
import { GRAD_YEAR_OPTIONS, positionChoices } from './choices';
import { DeleteProspectButton } from './DeleteProspectButton';
import { PROSPECT_CSV_COLUMNS } from './exporter';
import { UpdateRankField } from './UpdateRankField';

const fullName = (p: Prospect) => `${p.firstName} ${p.lastName}`;
const Col = DataTable.Col<Prospect>;

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput
    key="position"
    source="positionPrimary"
    label="Position"
    choices={positionChoices}
    alwaysOn
  />,
  <SelectInput
    key="year"
    source="gradYear"
    label="Grad year"
    choices={GRAD_YEAR_OPTIONS.map((year) => ({ id: year, name: String(year) }))}
    alwaysOn
  />,
  <NullableBooleanInput key="evaluated" source="nolaEvaluated" label="Evaluated" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <AddButton label="Add new prospect" />
    <ExportAllButton<Prospect> columns={PROSPECT_CSV_COLUMNS} filename="nola-100-prospects" />
  </TopToolbar>
);

// Evaluated prospects carry a green left border (document 2 §2), and a marker for those who
// cannot see colour.
const evaluatedRow = (record: Prospect): SxProps =>
  record.nolaEvaluated
    ? { '& td:first-of-type': { borderLeft: `4px solid ${EVALUATED_GREEN}` } }
    : {};

const Name = ({ record }: { record: Prospect }) => (
  <Box
    component="span"
    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
  >
    {fullName(record)}
    {record.nolaEvaluated && (
      <Tooltip title="Evaluated">
        <CheckCircleIcon
          fontSize="small"
          sx={{ color: EVALUATED_GREEN }}
          titleAccess="Evaluated"
          aria-hidden={false}
        />
      </Tooltip>
    )}
  </Box>
);

const positions = (p: Prospect) =>
  p.positionSecondary ? `${p.positionPrimary}/${p.positionSecondary}` : p.positionPrimary;
const rank = (p: Prospect) => (p.nolaRank === null ? '—' : `#${p.nolaRank}`);
const empty = <EmptyMessage>No prospects found. Try adjusting your filters.</EmptyMessage>;

/** On a phone: rank and name, then what the table's columns say; a row opens the edit form. */
const ProspectSimpleList = () => (
  <SimpleList<Prospect>
    primaryText={(p) => (
      <>
        {rank(p)} <Name record={p} />
      </>
    )}
    secondaryText={(p) =>
      [positions(p), p.battingThrowingHand, p.school || p.teamName, p.gradYear]
        .filter(Boolean)
        .join(' · ')
    }
    tertiaryText={(p) => `${p.communityVotes} ${p.communityVotes === 1 ? 'vote' : 'votes'}`}
    linkType="edit"
    rowSx={(p) => (p.nolaEvaluated ? { borderLeft: `4px solid ${EVALUATED_GREEN}` } : {})}
    empty={empty}
  />
);

/** Manage Prospects: the board in rank order (unranked last), with moves, edits and deletes. */
export const ProspectList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Prospects"
      sort={{ field: 'nolaRank', order: 'ASC' }}
      perPage={25}
      filters={filters}
      actions={<Actions />}
      exporter={false}
      empty={false}
      error={<ListError message="Error loading prospect data" />}
    >
      {isSmall ? (
        <ProspectSimpleList />
      ) : (
        <DataTable<Prospect>
          rowSx={evaluatedRow}
          bulkActionButtons={false}
          rowClick={false}
          empty={empty}
        >
          <Col source="nolaRank" label="Rank" render={rank} />
          <Col source="lastName" label="Name" render={(p) => <Name record={p} />} />
          <Col source="positionPrimary" label="Position" render={positions} />
          <Col label="B/T" disableSort render={(p) => p.battingThrowingHand || '—'} />
          <Col source="school" label="School" render={(p) => p.school || p.teamName || '—'} />
          <Col source="gradYear" label="Grad Year" />
          <DataTable.NumberCol source="communityVotes" label="Community Votes" />
          <Col label="Update Rank" disableSort>
            <UpdateRankField />
          </Col>
          <Col label="Actions" disableSort>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <EditButton />
              <DeleteProspectButton />
            </Box>
          </Col>
        </DataTable>
      )}
    </List>
  );
};
