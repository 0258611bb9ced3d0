import HistoryIcon from '@mui/icons-material/History';
import SportsBaseballIcon from '@mui/icons-material/SportsBaseball';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { Area } from '@/common/area';
import { ProspectCreate } from './ProspectCreate';
import { ProspectEdit } from './ProspectEdit';
import { ProspectList } from './ProspectList';

// The auditors' page loads on first visit.
const AsOfBoard = lazy(() => import('./board/AsOfBoard').then((m) => ({ default: m.AsOfBoard })));

const prospectsResource: ResourceProps = {
  name: 'prospects',
  list: ProspectList,
  create: ProspectCreate,
  edit: ProspectEdit,
  icon: SportsBaseballIcon,
  options: { label: 'Prospects' },
  recordRepresentation: (record) => `${record.firstName} ${record.lastName}`,
};

/** The NOLA 100 board: its prospects, and the board as it stood at a past time. */
const prospects: Area = {
  resources: [prospectsResource],
  pages: [{ path: '/board', component: AsOfBoard, label: 'Board as of', icon: HistoryIcon }],
};

export default prospects;
