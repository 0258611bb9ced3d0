import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';
import type { User } from '@/types';

/** Picks a user (by username or e-mail) for the log's actor filter; the value is the user id. */
export function ActorPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (userId: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const { data: options = [], isPending } = useGetList<User>('users', {
    filter: typed ? { q: typed } : {},
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'username', order: 'ASC' },
  });
  const { data: selected } = useGetOne<User>('users', { id: value }, { enabled: value !== '' });
  const current = value === '' ? null : (options.find((u) => u.id === value) ?? selected ?? null);
  return (
    <Autocomplete<User>
      sx={{ width: 240 }}
      options={options}
      value={current}
      loading={isPending}
      getOptionLabel={(user) => user.username}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      onInputChange={(_, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_, user) => onChange(user?.id ?? '')}
      renderInput={(params) => <TextField {...params} label="Actor" helperText="Who acted" />}
    />
  );
}
