import { Alert } from '@mui/material';
import {
  BooleanInput,
  Edit,
  FunctionField,
  Labeled,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { httpStatus, serverMessage } from '@/errors';
import { formatDateTime } from '@/format';
import type { User } from '@/types';
import { roleChoices, verificationChoices } from './choices';

const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const Title = () => {
  const record = useRecordContext<User>();
  return <span>User{record ? ` ${record.username}` : ''}</span>;
};

/** Coach verification exists only for a coach with a profile (the server refuses otherwise). */
function VerificationInput() {
  const record = useRecordContext<User>();
  const role = useWatch({ name: 'role' });
  if (!record) return null;
  if (record.verificationStatus === null)
    return (
      <Alert severity="info" sx={{ my: 1 }}>
        No profile yet, so no coach verification to set.
      </Alert>
    );
  return (
    <SelectInput
      source="verificationStatus"
      label="Coach verification"
      choices={verificationChoices}
      disabled={role !== 'coach'}
      helperText={role === 'coach' ? false : 'Only coaches are verified'}
    />
  );
}

/** Role, access and coach verification; PUT with the version, so a stale edit is a 412. */
export function UserEdit() {
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  return (
    <Edit
      title={<Title />}
      mutationMode="pessimistic"
      redirect="list"
      // Only what the server changes; the rest of the record is read-only.
      transform={(data: User) => ({
        role: data.role,
        disabled: data.disabled,
        ...(data.role === 'coach' && data.verificationStatus
          ? { verificationStatus: data.verificationStatus }
          : {}),
        ...(typeof data.version === 'number' ? { version: data.version } : {}),
      })}
      mutationOptions={{
        onSuccess: () => {
          notify('User updated successfully', { type: 'success' });
          redirect('list', 'users');
        },
        onError: (error) => {
          const stale = httpStatus(error) === 412;
          notify(
            stale
              ? 'Someone else changed this user since you opened it; it has been reloaded, make your change again'
              : `Error updating user: ${serverMessage(error) ?? 'An error occurred'}`,
            { type: 'error' },
          );
          if (stale) refresh();
        },
      }}
    >
      {/* Accounts are never deleted here: disabling is the way to shut one. */}
      <SimpleForm sx={{ maxWidth: 560 }} toolbar={<SaveOnly />}>
        <Labeled label="Username">
          <TextField source="username" />
        </Labeled>
        <Labeled label="Email">
          <TextField source="email" emptyText="—" />
        </Labeled>
        <Labeled label="Joined">
          <FunctionField<User> render={(u) => formatDateTime(u.createdAt)} />
        </Labeled>
        <SelectInput source="role" label="Role" choices={roleChoices} isRequired />
        <VerificationInput />
        <BooleanInput source="disabled" label="Disabled (cannot sign in; open sessions end)" />
      </SimpleForm>
    </Edit>
  );
}
