import { useDocumentTitle } from '@mantine/hooks';
import { startProducts } from '@/features/shop/api/get-products';
import { CataloguePage } from '@/features/shop/components/catalogue/catalogue-page';
import { SHOP_PAGES } from '@/features/shop/pages';
import { categoryOf } from '@/features/shop/utils/catalogue';
import { PAGE_ANSWERS_ID } from '@/lib/page-answers';

// A visit that opens on /shop asks for the catalogue as this module loads, before React has
// adopted the prerendered page (a link from another page loads the module before the address
// changes: its page asks then, as it renders).
// A page the server rendered with the catalogue has it already (lib/page-answers.tsx).
if (
  typeof window !== 'undefined' &&
  window.location.pathname === '/shop' &&
  !document.getElementById(PAGE_ANSWERS_ID)
) {
  startProducts(categoryOf(new URLSearchParams(window.location.search).get('category')));
}

/** /shop: the catalogue (`?category=` for one category). */
export function Component() {
  useDocumentTitle(SHOP_PAGES['/shop'].title);
  return <CataloguePage />;
}
