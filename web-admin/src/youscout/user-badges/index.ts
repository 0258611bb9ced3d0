import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ResourceProps } from 'react-admin';
import { USER_BADGES } from '../resources';
import { UserBadgeList } from './UserBadgeList';

const userBadges: ResourceProps = {
  name: USER_BADGES,
  list: UserBadgeList,
  icon: WorkspacePremiumIcon,
  options: { label: 'Awarded badges' },
};

export default userBadges;
