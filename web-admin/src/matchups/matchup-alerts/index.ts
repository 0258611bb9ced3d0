import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { ResourceProps } from 'react-admin';
import { ALERTS } from '../resources';
import { AlertList } from './AlertList';

const alerts: ResourceProps = {
  name: ALERTS,
  list: AlertList,
  icon: NotificationsActiveIcon,
  options: { label: 'Metric alerts' },
};

export default alerts;
