import { money } from '@/lib/money';
import classes from './shop.module.css';

type Totals = {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents?: number;
};

/** An order's or a quote's sums, as the server computed them. */
export function OrderTotals({ totals, taxToCome }: { totals: Totals; taxToCome?: boolean }) {
  const refunded = totals.refundedCents ?? 0;
  return (
    <dl className={classes.totals}>
      <dt>Subtotal</dt>
      <dd>{money(totals.subtotalCents)}</dd>
      <dt>Shipping</dt>
      <dd>{totals.shippingCents === 0 ? 'Free' : money(totals.shippingCents)}</dd>
      <dt>Sales tax</dt>
      <dd>{taxToCome ? 'Once you choose a state' : money(totals.taxCents)}</dd>
      <dt className={classes.total}>Total</dt>
      <dd className={classes.total}>{money(totals.totalCents)}</dd>
      {refunded > 0 && (
        <>
          <dt>Refunded</dt>
          <dd>{money(-refunded)}</dd>
        </>
      )}
    </dl>
  );
}
