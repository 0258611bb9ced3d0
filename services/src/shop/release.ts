import type { BackgroundProcess } from '../core/area';
import { type AppContext, systemMetadata } from '../core/context';
import { every } from '../core/every';
import { expireOrder, releaseOrphanHold } from './commands';
import { RELEASE_SWEEP_MS, RESERVATION_MINUTES } from './constants';
import { expiredPendingOrders, expiredReservations } from './queries';

/**
 * One sweep: each pending order past its time expires (its holds given back), then any hold past
 * its time whose order is not pending or paid (a checkout a crash cut short, an order cancelled
 * before its holds were released). The read model only finds candidates: each release is
 * decided again on its stock stream, so a payment that came meanwhile keeps its units, and
 * two API processes sweeping at once release each hold once. Answers how many it looked at.
 */
export async function releaseExpired(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const metadata = systemMetadata('shop-release', ctx.clock);
  const orders = await expiredPendingOrders(ctx.knex, now);
  for (const order of orders) await expireOrder(ctx, order.id, metadata);
  const holds = await expiredReservations(ctx.knex, now);
  for (const hold of holds) await releaseOrphanHold(ctx, hold.variant_id, hold.order_id, metadata);
  return orders.length + holds.length;
}

export const shopRelease: BackgroundProcess = {
  name: 'shop-release',
  purpose: `Every ${RELEASE_SWEEP_MS / 1000} s, gives back the stock of checkouts not paid within ${RESERVATION_MINUTES} minutes`,
  start: (ctx) => every(RELEASE_SWEEP_MS, 'shop-release', () => releaseExpired(ctx)),
};
