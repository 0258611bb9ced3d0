import type { Area } from '@/common/area';
import metrics from './matchup-metrics';

/** Matchups: metric values and their verification queue. */
const matchups: Area = { resources: [metrics] };

export default matchups;
