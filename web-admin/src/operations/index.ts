import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import StorageIcon from '@mui/icons-material/Storage';
import type { ResourceProps } from 'react-admin';
import type { Area } from '@/common/area';
import { ProcessList } from './ProcessList';
import { ProjectionList } from './ProjectionList';

const projections: ResourceProps = {
  name: 'projections',
  list: ProjectionList,
  icon: StorageIcon,
  options: { label: 'Projections' },
  recordRepresentation: 'name',
};

const processes: ResourceProps = {
  name: 'processes',
  list: ProcessList,
  icon: SettingsSuggestIcon,
  options: { label: 'Background processes' },
  recordRepresentation: 'name',
};

/** Operations: the projections' health, rebuilds and replays; the background processes. */
const operations: Area = { resources: [projections, processes] };

export default operations;
