import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { ResourceProps } from 'react-admin';
import { NewsletterSubscriptionList } from './NewsletterSubscriptionList';

const newsletterSubscriptions: ResourceProps = {
  name: 'newsletter-subscriptions',
  list: NewsletterSubscriptionList,
  icon: NewspaperIcon,
  options: { label: 'Newsletter' },
  recordRepresentation: 'email',
};

export default newsletterSubscriptions;
