import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { CardCheckPage } from '@/features/families/components/card-check-page';

/** /profile/family/card-check?athlete=&payment=: back from the consent's card check. */
export function Component() {
  useDocumentTitle('Card check | NOLA Sports');
  const [params] = useSearchParams();
  return (
    <CardCheckPage
      athleteId={params.get('athlete') ?? ''}
      paymentId={params.get('payment') ?? ''}
      cancelled={params.get('cancelled') === '1'}
    />
  );
}
