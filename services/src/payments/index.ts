export { paymentsArea } from './area';
export { loadPayment, refundPayment, requestPayment } from './commands';
export { MIN_AMOUNT_CENTS } from './constants';
export { PAYMENT_EVENT_TYPES } from './events';
export { nameUuid } from './name-uuid';
export type { PaymentProvider } from './port';
export { paymentProvider } from './provider';
export type { PaymentReaction } from './reactions';
