import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ResourceProps } from 'react-admin';
import { UserBadgeList } from './UserBadgeList';

const userBadges: Omit<ResourceProps, 'name'> = {
  list: UserBadgeList,
  icon: WorkspacePremiumIcon,
  options: { label: 'Awarded badges' },
};

export default userBadges;
