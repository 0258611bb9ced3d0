import MailIcon from '@mui/icons-material/Mail';
import type { ResourceProps } from 'react-admin';
import { ContactSubmissionList } from './ContactSubmissionList';
import { ContactSubmissionShow } from './ContactSubmissionShow';

const contactSubmissions: ResourceProps = {
  name: 'contact-submissions',
  list: ContactSubmissionList,
  show: ContactSubmissionShow,
  icon: MailIcon,
  options: { label: 'Contact submissions' },
  recordRepresentation: 'name',
};

export default contactSubmissions;
