import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { failureText } from '@/errors';

/**
 * Erasure of a person's data (issue 36): after a confirmation that says it cannot be undone,
 * `erase` calls the area's erasure route; every reader shows "removed" from then on.
 */
export function EraseButton(props: {
  title: string;
  content: string;
  done: string;
  erase: () => Promise<unknown>;
  onErased?: () => void;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.erase();
      notify(props.done, { type: 'success' });
      setOpen(false);
      props.onErased?.();
    } catch (error) {
      notify(failureText('Error erasing personal data', error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Erase personal data
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={props.title}
        content={props.content}
        confirm="Erase"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
