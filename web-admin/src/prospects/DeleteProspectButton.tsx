import { DeleteWithConfirmButton, useNotify } from 'react-admin';
import { failureText } from '@/errors';

/** Delete, after a confirmation, with document 2 §8's toasts; back to the list afterwards. */
export function DeleteProspectButton() {
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      confirmTitle="Delete this prospect?"
      confirmContent="The prospect leaves the board and frees its rank; nobody else moves."
      successMessage="Prospect deleted successfully"
      redirect="list"
      mutationOptions={{
        onError: (error) =>
          notify(failureText('Error deleting prospect', error), { type: 'error' }),
      }}
    />
  );
}
