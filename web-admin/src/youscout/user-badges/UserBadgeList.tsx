import { BADGE_RULE_LABELS } from '@server/youscout/constants';
import {
  DataTable,
  DateField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { useIsSmall } from '@/common/useIsSmall';
import { formatDateTime } from '@/format';
import { ruleChoices } from '../badges/BadgeInputs';
import { BADGES } from '../resources';
import type { UserBadgeRecord } from '../types';

const Col = DataTable.Col<UserBadgeRecord>;

const filters = [
  <TextInput key="q" source="q" label="Username" alwaysOn resettable />,
  <TextInput key="userId" source="userId" label="User id" alwaysOn resettable />,
  <ReferenceInput key="badgeId" source="badgeId" reference={BADGES} alwaysOn>
    <SelectInput label="Badge" optionText="name" />
  </ReferenceInput>,
  <SelectInput key="rule" source="rule" label="Rule" choices={ruleChoices} alwaysOn />,
];

const how = (r: UserBadgeRecord) =>
  r.rule ? BADGE_RULE_LABELS[r.rule] : `By hand${r.reason ? `: ${r.reason}` : ''}`;
const empty = <EmptyMessage>No badges awarded yet.</EmptyMessage>;

/** Who has which badge, newest first: by which rule and cause, or by whom by hand. */
export const UserBadgeList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="YouScout user badges"
      sort={{ field: 'awardedAt', order: 'DESC' }}
      filters={filters}
      exporter={false}
      empty={false}
      error={<ListError message="Error loading awarded badges. Please try again later." />}
    >
      {isSmall ? (
        <SimpleList<UserBadgeRecord>
          primaryText={(r) => `${r.username ?? r.userId}: ${r.badgeName ?? r.badgeId}`}
          secondaryText={how}
          tertiaryText={(r) => formatDateTime(r.awardedAt)}
          linkType={false}
          empty={empty}
        />
      ) : (
        <DataTable<UserBadgeRecord> bulkActionButtons={false} empty={empty} rowClick={false}>
          <Col source="awardedAt" label="Awarded">
            <DateField source="awardedAt" showTime />
          </Col>
          <Col source="username" label="Member" render={(r) => r.username ?? r.userId} />
          <Col source="badgeName" label="Badge" render={(r) => r.badgeName ?? r.badgeId} />
          <Col source="rule" label="How" render={how} />
          <Col label="Cause" disableSort render={(r) => r.cause ?? ''} />
          <Col label="Given by" disableSort>
            <ReferenceField source="awardedBy" reference="users" link={false}>
              <TextField source="username" />
            </ReferenceField>
          </Col>
        </DataTable>
      )}
    </List>
  );
};
