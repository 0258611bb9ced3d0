import { Box, Chip } from '@mui/material';
import { BADGE_RULE_LABELS } from '@server/youscout/constants';
import {
  DataTable,
  DateField,
  List,
  NullableBooleanInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { AddButton } from '@/common/AddButton';
import { EmptyMessage, ListError } from '@/common/ListError';
import { RecordLink } from '@/common/RecordLink';
import { useIsSmall } from '@/common/useIsSmall';
import type { BadgeRecord } from '../types';
import { AwardButton, RetireButton } from './BadgeActions';
import { BadgeIcon } from './BadgeIcon';
import { ruleChoices } from './BadgeInputs';

const Col = DataTable.Col<BadgeRecord>;

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput key="rule" source="rule" label="Rule" choices={ruleChoices} alwaysOn />,
  <NullableBooleanInput key="retired" source="retired" label="Retired" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <AddButton label="New badge" />
  </TopToolbar>
);

const ruleText = (r: BadgeRecord) => (r.rule ? BADGE_RULE_LABELS[r.rule] : 'By hand');
const empty = <EmptyMessage>No badges yet.</EmptyMessage>;

/** The badge catalogue, retired badges included, with how many members have each. */
export const BadgeList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="YouScout badges"
      sort={{ field: 'name', order: 'ASC' }}
      filters={filters}
      actions={<Actions />}
      exporter={false}
      empty={false}
      error={<ListError message="Error loading badges. Please try again later." />}
    >
      {isSmall ? (
        <SimpleList<BadgeRecord>
          leftIcon={(r) => <BadgeIcon name={r.icon} />}
          primaryText={(r) => r.name}
          secondaryText={(r) => `${ruleText(r)} · ${r.awarded} awarded`}
          tertiaryText={(r) => (r.retired ? 'Retired' : '')}
          linkType="edit"
          empty={empty}
        />
      ) : (
        <DataTable<BadgeRecord> rowClick="edit" bulkActionButtons={false} empty={empty}>
          <Col source="name" label="Name">
            <RecordLink source="name" type="edit" />
          </Col>
          <Col source="icon" label="Icon" disableSort render={(r) => <BadgeIcon name={r.icon} />} />
          <Col source="description" label="Description" disableSort />
          <Col source="rule" label="Awarded" render={ruleText} />
          <DataTable.NumberCol source="awarded" label="Members" />
          <Col
            source="retired"
            label="State"
            render={(r) =>
              r.retired ? (
                <Chip size="small" label="Retired" />
              ) : (
                <Chip size="small" color="success" label="Active" />
              )
            }
          />
          <Col source="updatedAt" label="Changed">
            <DateField source="updatedAt" showTime />
          </Col>
          <Col label="Actions" disableSort>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <AwardButton />
              <RetireButton />
            </Box>
          </Col>
        </DataTable>
      )}
    </List>
  );
};
