// The checkout's own Mantine stylesheets, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { useDocumentTitle } from '@mantine/hooks';
import { CheckoutPage } from '@/features/shop/components/checkout/checkout-page';
import { SHOP_PAGES } from '@/features/shop/pages';

/** /shop/checkout: the cart, the address and Pay (`?cancelled=` back from the provider). */
export function Component() {
  useDocumentTitle(SHOP_PAGES['/shop/checkout'].title);
  return <CheckoutPage />;
}
