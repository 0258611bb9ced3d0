import CommentIcon from '@mui/icons-material/Comment';
import type { ResourceProps } from 'react-admin';
import { CommentList } from './CommentList';

const comments: Omit<ResourceProps, 'name'> = {
  list: CommentList,
  icon: CommentIcon,
  options: { label: 'Scout comments' },
  recordRepresentation: 'text',
};

export default comments;
