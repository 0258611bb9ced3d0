import { Chip } from '@mui/material';
import { DataTable, DateField, List, SelectInput, TextInput } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { RecordLink } from '@/common/RecordLink';
import { capitalize } from '@/format';
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

/** Accounts: search, role, coach verification (document 2 §4's badges), disabled or not. */
export const UserList = () => (
  <List
    title="Users"
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={filters}
    exporter={false}
    empty={false}
    error={<ListError message="Error loading users. Please try again later." />}
  >
    <DataTable<User>
      rowClick="edit"
      bulkActionButtons={false}
      empty={<EmptyMessage>No users match.</EmptyMessage>}
    >
      <Col source="username" label="Username">
        <RecordLink source="username" type="edit" />
      </Col>
      <Col source="email" label="Email" render={(u) => u.email ?? '—'} />
      <Col source="role" label="Role" render={(u) => capitalize(u.role)} />
      <Col
        label="Coach verification"
        disableSort
        render={(u) =>
          u.role === 'coach' && u.verificationStatus ? (
            <Chip
              size="small"
              color={VERIFICATION_COLOURS[u.verificationStatus]}
              label={VERIFICATION_LABELS[u.verificationStatus]}
            />
          ) : (
            '—'
          )
        }
      />
      <Col
        source="status"
        label="Status"
        render={(u) => (
          <Chip
            size="small"
            variant={u.disabled ? 'filled' : 'outlined'}
            color={u.disabled ? 'default' : 'success'}
            label={u.disabled ? 'Disabled' : 'Active'}
          />
        )}
      />
      <Col source="createdAt" label="Joined">
        <DateField source="createdAt" />
      </Col>
    </DataTable>
  </List>
);
