import { MenuItem, TextField } from '@mui/material';
import { type InputProps, useInput } from 'react-admin';

type Choice = { id: string | number; name: string };

/**
 * A select whose choices already hold the "no value" option (None, Unknown). react-admin's
 * SelectInput adds a blank item to any input that is not required, which beside "Unknown" made
 * two choices mean the same; this one offers exactly the choices it is given.
 */
export function OneOfInput({
  choices,
  label,
  ...props
}: InputProps & { choices: readonly Choice[]; label: string }) {
  const { id, field } = useInput(props);
  return (
    <TextField
      id={id}
      {...field}
      value={field.value ?? ''}
      select
      label={label}
      className={`ra-input ra-input-${props.source}`}
      // Reserves the helper line as react-admin's inputs do, so the row's fields align.
      helperText={'\u200b'}
      sx={{ minWidth: 200 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
