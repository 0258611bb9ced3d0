import type { Area } from '@/common/area';
import contactSubmissions from './contact-submissions';
import evaluationRequests from './evaluation-requests';
import newsletterSubscriptions from './newsletter-subscriptions';

/** The forms' records: evaluation requests, contact messages, newsletter sign-ups. */
const intake: Area = {
  resources: [evaluationRequests, contactSubmissions, newsletterSubscriptions],
};

export default intake;
