import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceProps } from 'react-admin';
import { PRODUCTS } from '../resources';
import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';

const products: ResourceProps = {
  name: PRODUCTS,
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: StorefrontIcon,
  options: { label: 'Shop products' },
  recordRepresentation: 'name',
};

export default products;
