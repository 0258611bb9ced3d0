import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { ResourceProps } from 'react-admin';
import { NOMINATIONS } from '../resources';
import { NominationList } from './NominationList';
import { NominationShow } from './NominationShow';

const nominations: ResourceProps = {
  name: NOMINATIONS,
  list: NominationList,
  show: NominationShow,
  icon: EmojiEventsIcon,
  options: { label: 'Scout nominations' },
  recordRepresentation: (r) => `${r.firstName} ${r.lastName}`,
};

export default nominations;
