import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link, useCreatePath, useResourceContext } from 'react-admin';

/**
 * "Add new …" in the list's toolbar at every width. react-admin's CreateButton turns into a
 * floating button on small screens, which sat over the list's rows.
 */
export function AddButton({ label }: { label: string }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!resource) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource, type: 'create' })}
      size="small"
      startIcon={<AddIcon />}
    >
      {label}
    </Button>
  );
}
