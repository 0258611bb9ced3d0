import { Chip } from '@mui/material';
import { DataTable, DateField, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { RecordLink } from '@/common/RecordLink';
import { useIsSmall } from '@/common/useIsSmall';
import { capitalize, formatDate } from '@/format';
import type { User } from '@/types';
import { roleChoices, VERIFICATION_LABELS } from './choices';

const Col = DataTable.Col<User>;

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput key="role" source="role" label="Role" choices={roleChoices} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'active', name: 'Active' },
      { id: 'disabled', name: 'Disabled' },
    ]}
    alwaysOn
  />,
];

const VERIFICATION_COLOURS = {
  pending: 'warning',
  verified: 'success',
  rejected: 'error',
} as const;

const Verification = ({ user }: { user: User }) =>
  user.role === 'coach' && user.verificationStatus ? (
    <Chip
      size="small"
      color={VERIFICATION_COLOURS[user.verificationStatus]}
      label={VERIFICATION_LABELS[user.verificationStatus]}
    />
  ) : (
    '—'
  );

const Status = ({ user }: { user: User }) => (
  <Chip
    size="small"
    variant={user.disabled ? 'filled' : 'outlined'}
    color={user.disabled ? 'default' : 'success'}
    label={user.disabled ? 'Disabled' : 'Active'}
  />
);

const empty = <EmptyMessage>No users match.</EmptyMessage>;

/**
 * A phone's rows: the text gives way to the badge (an address breaks anywhere), and a long badge
 * ("Verification Pending") takes two lines rather than the screen's edge.
 */
const PHONE_ROWS = {
  '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' },
  '& .MuiListItemIcon-root': { minWidth: 0, marginLeft: 1 },
  '& .MuiChip-root': { height: 'auto', maxWidth: 96, paddingBlock: 0.25 },
  '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center' },
} as const;

/** Accounts: search, role, coach verification (document 2 §4's badges), disabled or not. */
export const UserList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Users"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      exporter={false}
      empty={false}
      error={<ListError message="Error loading users. Please try again later." />}
    >
      {isSmall ? (
        <SimpleList<User>
          primaryText={(u) => u.username}
          secondaryText={(u) => (
            <>
              {[capitalize(u.role), u.email].filter(Boolean).join(' · ')}
              <br />
              Joined {formatDate(u.createdAt)}
            </>
          )}
          rightIcon={(u) => (u.role === 'coach' ? <Verification user={u} /> : <Status user={u} />)}
          linkType="edit"
          empty={empty}
          sx={PHONE_ROWS}
        />
      ) : (
        <DataTable<User> rowClick="edit" bulkActionButtons={false} empty={empty}>
          <Col source="username" label="Username">
            <RecordLink source="username" type="edit" />
          </Col>
          <Col source="email" label="Email" render={(u) => u.email ?? '—'} />
          <Col source="role" label="Role" render={(u) => capitalize(u.role)} />
          <Col label="Coach verification" disableSort render={(u) => <Verification user={u} />} />
          <Col source="status" label="Status" render={(u) => <Status user={u} />} />
          <Col source="createdAt" label="Joined">
            <DateField source="createdAt" />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
