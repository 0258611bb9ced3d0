import type { Area } from '@/common/area';
import paymentSubscriptions from './payment-subscriptions';
import payments from './payments';

/** Payments and the subscriptions that make them. */
const area: Area = { resources: [payments, paymentSubscriptions] };

export default area;
