import { paymentContract } from './contract';
import { stripeHarness } from './stripe-harness';

paymentContract('stripe', stripeHarness);
