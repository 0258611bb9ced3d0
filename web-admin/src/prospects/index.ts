import SportsBaseballIcon from '@mui/icons-material/SportsBaseball';
import type { ResourceProps } from 'react-admin';
import { ProspectCreate } from './ProspectCreate';
import { ProspectEdit } from './ProspectEdit';
import { ProspectList } from './ProspectList';

const prospects: Omit<ResourceProps, 'name'> = {
  list: ProspectList,
  create: ProspectCreate,
  edit: ProspectEdit,
  icon: SportsBaseballIcon,
  options: { label: 'Prospects' },
  recordRepresentation: (record) => `${record.firstName} ${record.lastName}`,
};

export default prospects;
