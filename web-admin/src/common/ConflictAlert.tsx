import { Alert, AlertTitle, Button } from '@mui/material';
import { useEditContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/**
 * Shown after a 412: someone else changed the record (`what`: "prospect", "product") since this
 * page loaded. Nothing was saved; reloading shows their version (and drops the edits made here).
 */
export function ConflictAlert({ what, onReloaded }: { what: string; onReloaded: () => void }) {
  const { refetch } = useEditContext();
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
      <AlertTitle>Someone else changed this {what}</AlertTitle>
      It was changed after you opened it, so your changes were not saved. Reload to see the current
      version, then make your change again.
    </Alert>
  );
}
