import { useDataProvider, useRecordContext, useRedirect } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { EraseButton } from '@/common/EraseButton';
import type { AdminDataProvider } from '@/dataProvider';
import type { Prospect } from '@/types';

export const ERASED = "The prospect's personal data was erased";

/**
 * A high-school athlete's erasure (issue 36): the prospect leaves the board, and its name,
 * school and team read "removed" in every past board, history and audit from then on.
 */
export function EraseProspectButton() {
  const record = useRecordContext<Prospect>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const redirect = useRedirect();
  const form = useFormContext();
  if (!record) return null;
  return (
    <EraseButton
      title="Erase this prospect's personal data?"
      content="The prospect leaves the board, and its name, school and team read &quot;removed&quot; in every past board, history and audit. This cannot be undone."
      done={ERASED}
      erase={() => dataProvider.eraseProspect(String(record.id))}
      onErased={() => {
        form?.reset(undefined, { keepValues: true });
        redirect('list', 'prospects');
      }}
    />
  );
}
