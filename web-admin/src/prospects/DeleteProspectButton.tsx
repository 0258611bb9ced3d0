import { DeleteWithConfirmButton, useNotify, useRedirect } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { failureText } from '@/errors';

export const DELETED = 'Prospect deleted successfully';

/**
 * Delete, after a confirmation, with document 2 §8's toasts; back to the list afterwards.
 * The success toast is ours: react-admin's own passes its "Element deleted" as the translation
 * default, and with no translation for our text that default is what showed.
 */
export function DeleteProspectButton() {
  const notify = useNotify();
  const redirect = useRedirect();
  // On the edit screen: the record is gone, so unsaved changes must not hold the redirect.
  const form = useFormContext();
  return (
    <DeleteWithConfirmButton
      confirmTitle="Delete this prospect?"
      confirmContent="The prospect leaves the board and frees its rank; nobody else moves."
      mutationOptions={{
        onSuccess: () => {
          notify(DELETED, { type: 'success' });
          form?.reset(undefined, { keepValues: true });
          redirect('list', 'prospects');
        },
        onError: (error) =>
          notify(failureText('Error deleting prospect', error), { type: 'error' }),
      }}
    />
  );
}
