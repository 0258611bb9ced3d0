import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { ResourceProps } from 'react-admin';
import { METRICS } from '../resources';
import type { AdminMetric } from '../types';
import { MetricList } from './MetricList';
import { MetricShow } from './MetricShow';

const metrics: ResourceProps = {
  name: METRICS,
  list: MetricList,
  show: MetricShow,
  icon: FactCheckIcon,
  options: { label: 'Metric values' },
  recordRepresentation: (r: AdminMetric) => `${r.athleteName}: ${r.metricType}`,
};

export default metrics;
