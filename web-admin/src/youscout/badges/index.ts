import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import type { ResourceProps } from 'react-admin';
import { BadgeCreate } from './BadgeCreate';
import { BadgeEdit } from './BadgeEdit';
import { BadgeList } from './BadgeList';

const badges: Omit<ResourceProps, 'name'> = {
  list: BadgeList,
  create: BadgeCreate,
  edit: BadgeEdit,
  icon: MilitaryTechIcon,
  options: { label: 'Scout badges' },
  recordRepresentation: 'name',
};

export default badges;
