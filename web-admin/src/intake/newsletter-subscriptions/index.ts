import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { ResourceProps } from 'react-admin';
import { NewsletterSubscriptionList } from './NewsletterSubscriptionList';

const newsletterSubscriptions: Omit<ResourceProps, 'name'> = {
  list: NewsletterSubscriptionList,
  icon: NewspaperIcon,
  options: { label: 'Newsletter' },
  recordRepresentation: 'email',
};

export default newsletterSubscriptions;
