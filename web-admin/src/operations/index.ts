import StorageIcon from '@mui/icons-material/Storage';
import type { ResourceProps } from 'react-admin';
import { ProjectionList } from './ProjectionList';

const projections: Omit<ResourceProps, 'name'> = {
  list: ProjectionList,
  icon: StorageIcon,
  options: { label: 'Projections' },
  recordRepresentation: 'name',
};

export default projections;
