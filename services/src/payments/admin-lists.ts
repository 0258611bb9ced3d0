import { Router } from 'express';
import type { Knex } from 'knex';
import type { AppContext } from '../core/context';
import { ValidationFailed } from '../core/errors';
import { route } from '../core/http/route';
import {
  containsPattern,
  fetchPage,
  idsFilter,
  parseListQuery,
  sendList,
} from '../core/http/simple-rest';
import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from './constants';
import { paymentOperations as op } from './openapi';
import type { PaymentRow, PaymentSubscriptionRow } from './rows';
import type { PaymentListItem, SubscriptionListItem } from './schemas';

const COLUMNS: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  amountCents: 'amount_cents',
  status: 'status',
  reference: 'reference',
  description: 'description',
};

const listed = (row: PaymentRow | PaymentSubscriptionRow) => ({
  id: row.id,
  provider: row.provider,
  providerRef: row.provider_ref,
  amountCents: Number(row.amount_cents),
  currency: row.currency,
  description: row.description,
  reference: row.reference,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  version: row.version,
});

const toPayment = (row: PaymentRow): PaymentListItem => ({
  ...listed(row),
  status: row.status,
  refundedCents: Number(row.refunded_cents),
});

const toSubscription = (row: PaymentSubscriptionRow): SubscriptionListItem => ({
  ...listed(row),
  status: row.status,
  periodEnd: row.period_end ? new Date(row.period_end).toISOString() : null,
});

/** `q` (description or reference), `status`, and react-admin's `id` list. */
function filtered(
  query: Knex.QueryBuilder,
  filter: Record<string, unknown>,
  statuses: readonly string[],
): Knex.QueryBuilder {
  const ids = idsFilter(filter);
  if (ids) query.whereIn('id', ids);
  if (typeof filter.q === 'string' && filter.q.trim() !== '') {
    const pattern = containsPattern(filter.q.trim());
    query.where((q) => q.whereILike('description', pattern).orWhereILike('reference', pattern));
  }
  if (filter.status !== undefined) {
    const values = (Array.isArray(filter.status) ? filter.status : [filter.status]).map(String);
    if (values.length === 0 || !values.every((v) => statuses.includes(v))) {
      throw new ValidationFailed({ filter: `status must be one of ${statuses.join(', ')}` });
    }
    query.whereIn('status', values);
  }
  return query;
}

/** The back office's lists of payments and subscriptions, from the read tables. */
export function paymentListRoutes(ctx: AppContext): Router {
  const router = Router();
  const sortable = Object.keys(COLUMNS);
  const column = (field: string) => COLUMNS[field] ?? 'created_at';

  route(router, op.list, async (req, res) => {
    const list = parseListQuery(req.query, { sortable, defaultSort: ['createdAt', 'desc'] });
    const base = filtered(ctx.knex('payments').select('*'), list.filter, PAYMENT_STATUSES);
    const page = await fetchPage<PaymentRow>(base, list, column);
    sendList(res, 'payments', list, { rows: page.rows.map(toPayment), total: page.total });
  });

  route(router, op.subscriptionList, async (req, res) => {
    const list = parseListQuery(req.query, { sortable, defaultSort: ['createdAt', 'desc'] });
    const base = filtered(
      ctx.knex('payment_subscriptions').select('*'),
      list.filter,
      SUBSCRIPTION_STATUSES,
    );
    const page = await fetchPage<PaymentSubscriptionRow>(base, list, column);
    sendList(res, 'payment-subscriptions', list, {
      rows: page.rows.map(toSubscription),
      total: page.total,
    });
  });
  return router;
}
