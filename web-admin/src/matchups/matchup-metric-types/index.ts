import StraightenIcon from '@mui/icons-material/Straighten';
import type { ResourceProps } from 'react-admin';
import { METRIC_TYPES_RESOURCE } from '../resources';
import { MetricTypeList } from './MetricTypeList';

const metricTypes: ResourceProps = {
  name: METRIC_TYPES_RESOURCE,
  list: MetricTypeList,
  icon: StraightenIcon,
  options: { label: 'Metric types' },
  recordRepresentation: 'name',
};

export default metricTypes;
