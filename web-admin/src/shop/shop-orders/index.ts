import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import { ORDERS } from '../resources';
import type { AdminOrder } from '../types';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

const orders: ResourceProps = {
  name: ORDERS,
  list: OrderList,
  show: OrderShow,
  icon: ReceiptLongIcon,
  options: { label: 'Shop orders' },
  recordRepresentation: (r: AdminOrder) => r.number,
};

export default orders;
