import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import type { ResourceProps } from 'react-admin';
import { BADGES } from '../resources';
import { BadgeCreate } from './BadgeCreate';
import { BadgeEdit } from './BadgeEdit';
import { BadgeList } from './BadgeList';

const badges: ResourceProps = {
  name: BADGES,
  list: BadgeList,
  create: BadgeCreate,
  edit: BadgeEdit,
  icon: MilitaryTechIcon,
  options: { label: 'Scout badges' },
  recordRepresentation: 'name',
};

export default badges;
