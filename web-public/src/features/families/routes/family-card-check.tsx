import { useDocumentTitle } from '@mantine/hooks';
import { CardCheckPage } from '@/features/families/components/card-check-page';
import { useSearchValues } from '@/lib/search-values';

/** /profile/family/card-check?athlete=&payment=: back from the consent's card check. */
export function Component() {
  useDocumentTitle('Card check | NOLA Sports');
  const { athlete = '', payment = '', cancelled } = useSearchValues();
  return <CardCheckPage athleteId={athlete} paymentId={payment} cancelled={cancelled === '1'} />;
}
