import { useDocumentTitle } from '@mantine/hooks';
import { SuccessPage } from '@/features/shop/components/order/success-page';
import { SHOP_PAGES } from '@/features/shop/pages';
import { useSearchValues } from '@/lib/search-values';

/** /shop/success?order=&token=: back from the payment provider. */
export function Component() {
  useDocumentTitle(SHOP_PAGES['/shop/success'].title);
  const { order, token } = useSearchValues();
  return <SuccessPage key={order} number={order} token={token} />;
}
