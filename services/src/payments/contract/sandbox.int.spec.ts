import { paymentContract } from './contract';
import { sandboxHarness } from './sandbox-harness';

paymentContract('sandbox', sandboxHarness);
