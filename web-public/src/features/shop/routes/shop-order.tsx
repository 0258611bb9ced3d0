import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { OrderPage } from '@/features/shop/components/order/order-page';
import { SHOP_PAGES } from '@/features/shop/pages';
import { useSearchValues } from '@/lib/search-values';

/** /shop/orders/:number: an order's page (`?token=` from its mail, or signed in). */
export function Component() {
  useDocumentTitle(SHOP_PAGES['/shop/orders/:number'].title);
  const { number = '' } = useParams();
  const { token } = useSearchValues();
  return <OrderPage key={number} number={number} token={token} />;
}
