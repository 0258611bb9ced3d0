import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceProps } from 'react-admin';
import { PaymentCreate } from './PaymentCreate';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';

const payments: ResourceProps = {
  name: 'payments',
  list: PaymentList,
  show: PaymentShow,
  create: PaymentCreate,
  icon: PaymentsIcon,
  options: { label: 'Payments' },
  recordRepresentation: 'reference',
};

export default payments;
