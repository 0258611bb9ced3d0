import AutorenewIcon from '@mui/icons-material/Autorenew';
import type { ResourceProps } from 'react-admin';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';

const paymentSubscriptions: ResourceProps = {
  name: 'payment-subscriptions',
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: AutorenewIcon,
  options: { label: 'Subscriptions' },
  recordRepresentation: 'reference',
};

export default paymentSubscriptions;
