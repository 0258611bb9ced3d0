import PersonIcon from '@mui/icons-material/Person';
import type { ResourceProps } from 'react-admin';
import { ATHLETES } from '../resources';
import type { AdminAthlete } from '../types';
import { AthleteList } from './AthleteList';
import { AthleteShow } from './AthleteShow';
import { athleteName } from './athlete';

const athletes: ResourceProps = {
  name: ATHLETES,
  list: AthleteList,
  show: AthleteShow,
  icon: PersonIcon,
  options: { label: 'Athletes' },
  recordRepresentation: (r: AdminAthlete) => athleteName(r),
};

export default athletes;
