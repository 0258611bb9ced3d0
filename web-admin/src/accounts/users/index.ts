import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

const users: ResourceProps = {
  name: 'users',
  list: UserList,
  edit: UserEdit,
  icon: PeopleIcon,
  options: { label: 'Users' },
  recordRepresentation: 'username',
};

export default users;
