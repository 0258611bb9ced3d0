// The product page's own Mantine stylesheets, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Chip.css';
import { useParams } from 'react-router-dom';
import { ProductPage } from '@/features/shop/components/product/product-page';

/** /shop/products/:slug: one product (its title names it once it has loaded). */
export function Component() {
  const { slug = '' } = useParams();
  return <ProductPage key={slug} slug={slug} />;
}
