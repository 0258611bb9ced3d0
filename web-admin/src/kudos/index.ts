import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import type { Area } from '@/common/area';
import { KudosList } from './KudosList';

/** Kudos: staff read every kudos members gave. */
const kudos: Area = {
  resources: [{ name: 'kudos', list: KudosList, icon: ThumbUpIcon, options: { label: 'Kudos' } }],
};

export default kudos;
