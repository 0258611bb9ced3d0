import CommentIcon from '@mui/icons-material/Comment';
import type { ResourceProps } from 'react-admin';
import { COMMENTS } from '../resources';
import { CommentList } from './CommentList';

const comments: ResourceProps = {
  name: COMMENTS,
  list: CommentList,
  icon: CommentIcon,
  options: { label: 'Scout comments' },
  recordRepresentation: 'text',
};

export default comments;
