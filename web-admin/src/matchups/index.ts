import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { Area } from '@/common/area';
import { Coaches } from './coaches';
import alerts from './matchup-alerts';
import athletes from './matchup-athletes';
import metricTypes from './matchup-metric-types';
import metrics from './matchup-metrics';

/**
 * Matchups: the metric values' verification queue, athletes, coaches' alerts and the metric
 * catalogue; the coaches themselves and their verification are the accounts' users, filtered.
 */
const matchups: Area = {
  resources: [metrics, athletes, alerts, metricTypes],
  pages: [
    { path: '/matchup-coaches', component: Coaches, label: 'Coaches', icon: VerifiedUserIcon },
  ],
};

export default matchups;
