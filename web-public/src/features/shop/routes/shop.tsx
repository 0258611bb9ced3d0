import { useDocumentTitle } from '@mantine/hooks';
import { CataloguePage } from '@/features/shop/components/catalogue/catalogue-page';
import { SHOP_PAGES } from '@/features/shop/pages';

/** /shop: the catalogue (`?category=` for one category). */
export function Component() {
  useDocumentTitle(SHOP_PAGES['/shop'].title);
  return <CataloguePage />;
}
