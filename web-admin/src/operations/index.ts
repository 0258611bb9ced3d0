import StorageIcon from '@mui/icons-material/Storage';
import type { ResourceProps } from 'react-admin';
import type { Area } from '@/common/area';
import { ProjectionList } from './ProjectionList';

const projections: ResourceProps = {
  name: 'projections',
  list: ProjectionList,
  icon: StorageIcon,
  options: { label: 'Projections' },
  recordRepresentation: 'name',
};

/** Operations: the projections' health, rebuilds and replays. */
const operations: Area = { resources: [projections] };

export default operations;
