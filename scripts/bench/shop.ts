import { randomUUID } from 'node:crypto';
import { ADMIN, childInput, percentile, sleep } from './lib';

/**
 * The shop under a rush (issue 39: never oversold), against a running site, from its own
 * process: as the bench admin, a product of its own with one variant of `units` units (the back
 * office's calls); then `checkouts` checkouts of one unit each, `concurrency` at a time, each
 * from a client address of its own (the site trusts X-Forwarded-For: TRUST_PROXY=true) so the
 * per-client limit is not what is measured; then every held order paid on the sandbox's hosted
 * page with the test card that succeeds, `payConcurrency` at a time (the page delivers its
 * signed webhook, which sells the held units); then, once the read side has settled, the
 * variant's stock and the orders as staff see them.
 * Input: { url, units, checkouts, concurrency, payConcurrency }. Prints a ShopResult as JSON.
 */
type Input = {
  url: string;
  units: number;
  checkouts: number;
  concurrency: number;
  payConcurrency: number;
};

type Latencies = { count: number; p50: number; p99: number; max: number };

export type ShopResult = {
  units: number;
  checkouts: number;
  concurrency: number;
  payConcurrency: number;
  /** The rush: every answer (201 held, 409 sold out, anything else) over its wall time. */
  rush: {
    seconds: number;
    answersPerS: number;
    /** Holds (201) over the time from the first request to the last 201. */
    holdsPerS: number;
    holds: number;
    soldOut: number;
    /** Answers other than 201 and 409, by status ('error': no answer). */
    other: Record<string, number>;
    /** Up to three bodies of those answers. */
    otherSamples: string[];
    /** 409s whose body is not `{ errors: { 'items.0.quantity': 'Sold out' } }`. */
    unexpected409: number;
    latencyMs: Latencies & { held: Latencies; refused: Latencies };
  };
  pay: {
    seconds: number;
    perS: number;
    /** Sandbox page answers by status (303: paid, the payer sent back). */
    statuses: Record<string, number>;
    latencyMs: Latencies;
    otherSamples: string[];
  };
  /** From the last payment until the variant's read side showed every paid unit sold. */
  settleMs: number;
  settled: boolean;
  stock: { onHand: number; reserved: number; sold: number; available: number };
  orders: {
    total: number;
    byStatus: Record<string, number>;
    paid: number;
    /** Units of the variant on paid orders. */
    paidUnits: number;
  };
  /** max(0, sold − units) + max(0, paid orders − units): must be 0. */
  oversold: number;
  holdsEqualUnits: boolean;
};

const { url, units, checkouts, concurrency, payConcurrency } = childInput<Input>();
const REQUEST_TIMEOUT_MS = 120_000;

/** A client address of its own per checkout (198.18.0.0/15, the range set aside for benchmarks). */
const address = (i: number) => `198.${18 + ((i >> 16) & 1)}.${(i >> 8) & 255}.${i & 255}`;

const latencies = (ms: number[]): Latencies => ({
  count: ms.length,
  p50: percentile(ms, 50),
  p99: percentile(ms, 99),
  max: ms.length > 0 ? Math.max(...ms) : Number.NaN,
});

/** Runs `work(i)` for i in [0, count), `width` at a time. */
async function pool(count: number, width: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// ── The bench admin and its product ─────────────────────────────────────────

// The admin account is made at start-up; with Redis its read model is the worker's to write.
let login: Response | undefined;
for (let attempt = 0; attempt < 100 && !login?.ok; attempt++) {
  if (attempt > 0) await sleep(300);
  login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
}
if (!login?.ok) throw new Error(`bench admin sign-in: ${login?.status}`);
const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
const admin = { 'content-type': 'application/json', cookie };

type Variant = { id: string; onHand: number; reserved: number; sold: number; available: number };
type Product = { id: string; variants: Variant[] };
const slug = `bench-cap-${randomUUID().slice(0, 8)}`;
let product = await json<Product>(
  await fetch(`${url}/api/admin/shop-products`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      slug,
      name: `Bench cap ${slug}`,
      description: 'A cap the bench sells out.',
      category: 'caps',
      priceCents: 2500,
      images: [],
    }),
  }),
);
product = await json<Product>(
  await fetch(`${url}/api/admin/shop-products/${product.id}/variants`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      sku: `${slug}-os`,
      size: 'One size',
      colour: 'Navy',
      initialStock: units,
    }),
  }),
);
const variantId = product.variants[0]?.id;
if (!variantId) throw new Error('the bench product has no variant');
const variantNow = async (): Promise<Variant> => {
  const read = await json<Product>(
    await fetch(`${url}/api/admin/shop-products/${product.id}`, { headers: admin }),
  );
  const variant = read.variants.find((v) => v.id === variantId);
  if (!variant) throw new Error('the bench variant is gone');
  return variant;
};

// ── The rush ────────────────────────────────────────────────────────────────

const body = (i: number) =>
  JSON.stringify({
    idempotencyKey: randomUUID(),
    items: [{ variantId, quantity: 1 }],
    customerName: `Bench Customer ${i}`,
    customerEmail: `bench-${i}@example.com`,
    shippingAddress: {
      line1: '700 Camp St',
      line2: '',
      city: 'New Orleans',
      state: 'LA',
      zip: '70130',
    },
    shippingMethod: 'standard',
  });

type Held = { orderNumber: string; checkoutUrl: string };
const held: Held[] = [];
const heldMs: number[] = [];
const refusedMs: number[] = [];
const allMs: number[] = [];
const other: Record<string, number> = {};
const otherSamples: string[] = [];
let unexpected409 = 0;
let lastHoldAt = 0;
const count = (into: Record<string, number>, key: string) => {
  into[key] = (into[key] ?? 0) + 1;
};

const rushStart = performance.now();
await pool(checkouts, concurrency, async (i) => {
  const t = performance.now();
  let status: number | 'error';
  let text = '';
  try {
    const response = await fetch(`${url}/api/shop/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
      body: body(i),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    status = 'error';
    text = String(error);
  }
  const ms = performance.now() - t;
  allMs.push(ms);
  if (status === 201) {
    const answer = JSON.parse(text) as Held;
    held.push({ orderNumber: answer.orderNumber, checkoutUrl: answer.checkoutUrl });
    heldMs.push(ms);
    lastHoldAt = performance.now();
  } else if (status === 409) {
    refusedMs.push(ms);
    let soldOut = false;
    try {
      soldOut =
        (JSON.parse(text) as { errors?: Record<string, string> }).errors?.['items.0.quantity'] ===
        'Sold out';
    } catch {}
    if (!soldOut) {
      unexpected409++;
      if (otherSamples.length < 3) otherSamples.push(`409 ${text.slice(0, 300)}`);
    }
  } else {
    count(other, String(status));
    if (otherSamples.length < 3) otherSamples.push(`${status} ${text.slice(0, 300)}`);
  }
});
const rushSeconds = (performance.now() - rushStart) / 1000;

// ── Paying every hold on the sandbox's page ─────────────────────────────────

const payStatuses: Record<string, number> = {};
const payMs: number[] = [];
const payOtherSamples: string[] = [];
const payStart = performance.now();
await pool(held.length, payConcurrency, async (i) => {
  const order = held[i] as Held;
  const t = performance.now();
  let status: number | 'error';
  try {
    const response = await fetch(`${url}${order.checkoutUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        card: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        cardholder: `Bench Customer ${i}`,
      }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    const text = await response.text();
    if (status !== 303 && payOtherSamples.length < 3)
      payOtherSamples.push(`${status} ${text.slice(0, 300)}`);
  } catch (error) {
    status = 'error';
    if (payOtherSamples.length < 3) payOtherSamples.push(String(error));
  }
  payMs.push(performance.now() - t);
  count(payStatuses, String(status));
});
const paySeconds = (performance.now() - payStart) / 1000;

// ── What the shop says now ──────────────────────────────────────────────────

// The webhook is delivered before the payer is sent back; the read side follows it. Waited for
// until every paid unit shows as sold and nothing is held, or for a minute.
const paidOnPage = payStatuses['303'] ?? 0;
const settleStart = performance.now();
let stock = await variantNow();
let settled = stock.sold >= paidOnPage && stock.reserved === 0;
while (!settled && performance.now() - settleStart < 60_000) {
  await sleep(200);
  stock = await variantNow();
  settled = stock.sold >= paidOnPage && stock.reserved === 0;
}
const settleMs = performance.now() - settleStart;

type Order = { number: string; status: string; items: { variantId: string; quantity: number }[] };
const orders: Order[] = [];
for (let start = 0; ; start += 500) {
  const page = await json<Order[]>(
    await fetch(
      `${url}/api/admin/shop-orders?${new URLSearchParams({
        range: JSON.stringify([start, start + 499]),
        sort: JSON.stringify(['placedAt', 'asc']),
      })}`,
      { headers: admin },
    ),
  );
  orders.push(...page);
  if (page.length < 500) break;
}
const byStatus: Record<string, number> = {};
for (const order of orders) count(byStatus, order.status);
const paid = orders.filter((o) => o.status === 'paid');
const paidUnits = paid.reduce(
  (sum, o) =>
    sum + o.items.filter((l) => l.variantId === variantId).reduce((s, l) => s + l.quantity, 0),
  0,
);

const result: ShopResult = {
  units,
  checkouts,
  concurrency,
  payConcurrency,
  rush: {
    seconds: rushSeconds,
    answersPerS: checkouts / rushSeconds,
    holdsPerS: held.length / Math.max((lastHoldAt - rushStart) / 1000, 1e-9),
    holds: held.length,
    soldOut: refusedMs.length,
    other,
    otherSamples,
    unexpected409,
    latencyMs: { ...latencies(allMs), held: latencies(heldMs), refused: latencies(refusedMs) },
  },
  pay: {
    seconds: paySeconds,
    perS: held.length / paySeconds,
    statuses: payStatuses,
    latencyMs: latencies(payMs),
    otherSamples: payOtherSamples,
  },
  settleMs,
  settled,
  stock: {
    onHand: stock.onHand,
    reserved: stock.reserved,
    sold: stock.sold,
    available: stock.available,
  },
  orders: { total: orders.length, byStatus, paid: paid.length, paidUnits },
  oversold: Math.max(0, stock.sold - units) + Math.max(0, paid.length - units),
  holdsEqualUnits: held.length === units,
};
console.log(JSON.stringify(result));
