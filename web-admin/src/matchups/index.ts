import type { Area } from '@/common/area';
import athletes from './matchup-athletes';
import metrics from './matchup-metrics';

/** Matchups: metric values and their verification queue, athletes. */
const matchups: Area = { resources: [metrics, athletes] };

export default matchups;
