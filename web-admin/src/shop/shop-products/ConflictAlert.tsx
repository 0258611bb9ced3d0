import { Alert, AlertTitle, Button } from '@mui/material';
import { useEditContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AdminProduct } from '../types';

/**
 * Shown after a 412: someone else changed the product since this page loaded (its version, sent
 * with the save, is not the server's). Nothing was saved; reloading shows theirs.
 */
export function ConflictAlert({ onReloaded }: { onReloaded: () => void }) {
  const { refetch } = useEditContext<AdminProduct>();
  const form = useFormContext();
  const reload = async () => {
    const { data } = await refetch();
    if (data) form.reset(data);
    onReloaded();
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, width: '100%', maxWidth: 760 }}
      action={
        <Button color="inherit" size="small" onClick={reload}>
          Reload latest version
        </Button>
      }
    >
      <AlertTitle>Someone else changed this product</AlertTitle>
      It was changed after you opened it, so your changes were not saved. Reload to see the current
      version, then make your change again.
    </Alert>
  );
}
