import { CardPage } from '@/components/ui/card-page/card-page';
import { ConfirmRemoval } from './confirm-removal';
import { RequestRemovalForm } from './request-removal-form';

/**
 * /you-scout/removal: without a token, the form that asks for a removal link; with the mailed
 * link's token, what it removes and the confirmation (no sign-in: the mailed link is the proof).
 */
export function RemovalPage({ token, nomination }: { token: string; nomination?: string }) {
  return (
    <CardPage title="Remove a YouScout nomination">
      {token ? (
        <ConfirmRemoval token={token} />
      ) : (
        <RequestRemovalForm initialNomination={nomination ?? ''} />
      )}
    </CardPage>
  );
}
