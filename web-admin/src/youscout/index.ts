import type { Area } from '@/common/area';
import badges from './badges';
import comments from './comments';
import nominations from './nominations';
import userBadges from './user-badges';

/** YouScout: nominations, comments, the badge catalogue and the badges awarded. */
const youScout: Area = { resources: [nominations, comments, badges, userBadges] };

export default youScout;
