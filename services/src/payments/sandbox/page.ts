import { sameSitePath } from '../../core/http/same-site-path';
import { formatCents, SANDBOX_DELIVERIES, type SandboxDelivery } from '../constants';
import type { SandboxCheckout } from './records';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox is served by the app itself: its links back keep only the path and query, and a
 * way back recorded before returnPath was checked as it is now (`//evil.example`) goes home.
 */
export const sameSite = (url: string): string => {
  const parsed = new URL(url, 'http://localhost');
  return sameSitePath(`${parsed.pathname}${parsed.search}`) ?? '/';
};

export const TEST_PAYMENT_NOTICE = 'Test payment: no real money moves and no card is charged.';

const DELIVERY_LABELS: Record<SandboxDelivery, string> = {
  now: 'Before returning (usual)',
  late: 'Late, after returning',
  twice: 'Twice',
};

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f6f8fa;color:#1a1f36}
.banner{background:#ffb020;color:#1a1f36;text-align:center;padding:.6rem 1rem;font-weight:700}
main{max-width:26rem;margin:2.5rem auto;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem}
h1{font-size:1.1rem;margin:0 0 .25rem;color:#4f566b;font-weight:500}
.amount{font-size:2rem;font-weight:700;margin:0 0 1.5rem}
label{display:block;font-size:.85rem;color:#4f566b;margin:.9rem 0 .3rem}
input,select{width:100%;box-sizing:border-box;padding:.65rem .75rem;border:1px solid #cfd7df;border-radius:6px;font-size:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1.5rem;padding:.8rem;border:0;border-radius:6px;background:#0a2540;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.error{background:#fde8e8;color:#9b1c1c;border-radius:6px;padding:.6rem .75rem;margin-bottom:1rem}
.hint{font-size:.8rem;color:#697386;margin-top:1rem}
a{color:#635bff}`;

/** The sandbox's hosted checkout: looks like one, and says on every screen that it is a test. */
export function sandboxPage(
  state: Extract<SandboxCheckout, { status: 'open' | 'paid' }>,
  error?: string,
): string {
  const { opened } = state;
  const monthly = opened.mode === 'subscription' ? ' per month' : '';
  const body =
    state.status === 'paid' && opened.mode === 'payment'
      ? `<p>This payment has been made.</p><p><a href="${escapeHtml(sameSite(opened.successUrl))}">Return to the site</a></p>`
      : `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" autocomplete="off" novalidate>
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry (MM / YY)</label>
<input id="expiry" name="expiry" placeholder="12 / 34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" required></div></div>
<label for="cardholder">Name on card</label>
<input id="cardholder" name="cardholder" autocomplete="cc-name" required>
<label for="delivery">Webhook delivery (testing)</label>
<select id="delivery" name="delivery">${SANDBOX_DELIVERIES.map(
          (d) => `<option value="${d}">${DELIVERY_LABELS[d]}</option>`,
        ).join('')}</select>
<button type="submit">Pay ${escapeHtml(formatCents(opened.amountCents, opened.currency))}${monthly}</button>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
4000 0000 0000 9995 has insufficient funds. Any future expiry, any CVC.</p>
<p class="hint"><a href="${escapeHtml(sameSite(opened.cancelUrl))}">Cancel and return</a></p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Test payment | Sandbox checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<style>${STYLE}</style></head>
<body>
<div class="banner" role="note">TEST PAYMENT (sandbox) · ${TEST_PAYMENT_NOTICE}</div>
<main>
<h1>${escapeHtml(opened.description)}</h1>
<p class="amount">${escapeHtml(formatCents(opened.amountCents, opened.currency))}${monthly}</p>
${body}
</main>
</body>
</html>
`;
}

/** A page for an unknown checkout: it still says it is the sandbox's. */
export const sandboxNotFoundPage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test payment | Sandbox checkout</title>
<style>${STYLE}</style></head><body>
<div class="banner" role="note">TEST PAYMENT (sandbox) · ${TEST_PAYMENT_NOTICE}</div>
<main><h1>Checkout not found</h1><p>This payment link is not valid.</p></main></body></html>
`;
