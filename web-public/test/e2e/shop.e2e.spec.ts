import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHIPPING_METHODS,
  type ShippingMethod,
  type ShippingState,
  shippingCents,
  taxCents,
} from '../../../services/src/shop/constants';
import type { AdminOrder, AdminProduct } from '../../../services/src/shop/schemas';
import {
  type Agent,
  adminAgent,
  untilCaughtUp,
  untilProjected,
} from '../../../services/src/testing/agents';
import {
  browserSkipReason,
  collectPageErrors,
  launchBrowser,
  newContext,
  screenshot,
  seriousA11yViolations,
  VIEWPORTS,
} from '../../../services/src/testing/browser';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';

const skipReason = browserSkipReason('web-public');
if (skipReason) console.warn(`Shop browser suite skipped: ${skipReason}`);

type Width = keyof typeof VIEWPORTS;

/** Wider than the screen: the page scrolls sideways (what a phone must never do). */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The header's cart: a link to checkout, its name saying how many items the cart holds. */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });

/** "$66.44" for 6644, as the pages and the sandbox write an amount. */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Each pass has its own product (a picture of the shop's own), customer and address: the phone
 * ships standard to Louisiana (sales tax), the desktop express to Texas (none).
 */
const PASSES = {
  phone: {
    product: {
      name: 'Crescent City snapback',
      description: 'Flat-brim snapback in navy with the NOLA crest stitched in red and white.',
      image: '/media/shop/crescent-city-snapback.webp',
      priceCents: 2800,
    },
    colour: 'Navy',
    sizes: ['S/M', 'L/XL'],
    size: 'L/XL',
    quantity: 2,
    customer: { name: 'Avery Broussard', street: '700 Camp St', city: 'New Orleans' },
    state: 'LA',
    zip: { bad: '7013', good: '70130' },
    shipping: 'standard',
    tracking: '1Z999AA10123456784',
  },
  desktop: {
    product: {
      name: 'Fleur-de-lis dad cap',
      description: 'Washed cotton dad cap in red with a white fleur-de-lis and a curved brim.',
      image: '/media/shop/fleur-de-lis-dad-cap.webp',
      priceCents: 3000,
    },
    colour: 'Red',
    sizes: ['S/M', 'L/XL'],
    size: 'S/M',
    quantity: 3,
    customer: { name: 'Jordan Thibodeaux', street: '1200 Main St', city: 'Houston' },
    state: 'TX',
    zip: { bad: '7700A', good: '77002' },
    shipping: 'express',
    tracking: '1Z999AA10123456791',
  },
} as const satisfies Record<
  Width,
  {
    product: { name: string; description: string; image: string; priceCents: number };
    colour: string;
    sizes: readonly string[];
    size: string;
    quantity: number;
    customer: { name: string; street: string; city: string };
    state: ShippingState;
    zip: { bad: string; good: string };
    shipping: ShippingMethod;
    tracking: string;
  }
>;

const ZIP_MESSAGE = 'Enter a 5-digit ZIP code (or ZIP+4, 12345-6789)';
const WEBHOOK_PATH = '/api/payments/webhooks/sandbox';

/**
 * The shop's acceptance path (its issue) through the built site and the real API, at 375 and at
 * 1440 px: the catalogue → a product's page, Add to cart (the header's badge counts it, and the
 * cart survives a reload) → checkout, a bad ZIP refused in place, then fixed → Pay → the sandbox's
 * hosted page declines one card, then takes 4242 → /shop/success says "payment pending" until
 * the webhook's effect is there, then paid (the cart emptied) → the order's page → staff ship it
 * with a tracking number → the order's page shows it with the carrier's link. Every screen
 * visited is axe clean and fits the screen.
 */
describe.skipIf(skipReason)('the shop in a browser', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let admin: Agent;
  const errors: string[] = [];
  const started = Date.now();

  /**
   * The sandbox's webhook, held while `webhookGate` is set. The sandbox delivers it from this
   * process's server to its own route over HTTP (payments/sandbox/webhook.ts, global fetch); a
   * late provider is what the success page's "payment pending" is for. Held until the test has
   * seen that state, then let through, so neither state depends on how fast the machine is (the
   * sandbox's own "late" delivery is 1.5 s after the payer leaves its page, which a loaded
   * machine's page load can outlast).
   */
  let webhookGate: Promise<void> | null = null;
  /** The sandbox's webhooks sent so far: the test checks the success one came this way. */
  let webhooksSent = 0;
  const realFetch = globalThis.fetch;
  const holdingFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (URL.canParse(url) && new URL(url).pathname === WEBHOOK_PATH) {
      webhooksSent++;
      if (webhookGate) await webhookGate;
    }
    return realFetch(input, init);
  };

  /** A page that records its uncaught errors into the suite's list. */
  async function open(context: BrowserContext, path: string) {
    const page = await context.newPage();
    const pageErrors = collectPageErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(path);
    return page;
  }

  /** Axe clean, and nothing wider than the screen. */
  async function checkScreen(page: Page, name: string) {
    // From the top: a full-page picture draws the sticky header where the page was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
    expect(await fitsTheScreen(page), `${name} fits the screen`).toBe(true);
    expect(await seriousA11yViolations(page), name).toEqual([]);
  }

  /** A product of the test's own, made as staff make one, on sale once the catalogue shows it. */
  async function newProduct(pass: (typeof PASSES)[Width]) {
    const slug = `e2e-${randomUUID().slice(0, 8)}`;
    const created = await admin
      .post('/api/admin/shop-products')
      .send({
        slug,
        name: pass.product.name,
        description: pass.product.description,
        category: 'caps',
        priceCents: pass.product.priceCents,
        images: [pass.product.image],
      })
      .expect(201);
    const id = (created.body as AdminProduct).id;
    for (const [index, size] of pass.sizes.entries()) {
      await admin
        .post(`/api/admin/shop-products/${id}/variants`)
        .send({ sku: `${slug}-${index}`, size, colour: pass.colour, initialStock: 10 })
        .expect(201);
    }
    await untilCaughtUp(server.ctx, ['ProductCreated', 'VariantAdded', 'StockAdjusted']);
    return slug;
  }

  beforeAll(async () => {
    server = await startTestServer();
    globalThis.fetch = holdingFetch;
    browser = await launchBrowser();
    admin = await adminAgent(server);
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await browser?.close();
    await server?.close();
    console.log(`[shop] the suite took ${Date.now() - started} ms`);
  });

  for (const width of ['phone', 'desktop'] as const) {
    describe(`at ${VIEWPORTS[width].width} px`, () => {
      const pass = PASSES[width];
      const { name } = pass.product;
      const subtotal = pass.product.priceCents * pass.quantity;
      const shipping = shippingCents(pass.shipping, subtotal);
      const total = subtotal + shipping + taxCents(pass.state, subtotal);
      const email = `customer-${randomUUID().slice(0, 8)}@example.com`;
      let context: BrowserContext;
      let page: Page;
      let orderNumber = '';

      afterAll(async () => {
        await page?.close();
        await context?.close();
      });

      it('a visitor adds a product to the cart: the header counts it, and a reload keeps it', async () => {
        const slug = await newProduct(pass);
        // The server renders /shop with the catalogue as it is now: the product made a moment
        // ago is in the HTML, and so is the answer the page's scripts take it from.
        const html = await (await fetch(`${server.url}/shop`)).text();
        expect(html).toContain(`>${name}</a>`);
        expect(html).toContain('<script type="application/json" id="page-answers">');

        context = await newContext(browser, server.url, width);
        page = await open(context, '/shop');
        await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
        await cartLink(page)
          .and(page.getByRole('link', { name: 'Cart, empty' }))
          .waitFor();
        const card = page.getByRole('article', { name });
        await card.getByText(dollars(pass.product.priceCents), { exact: true }).waitFor();
        // The card is the server's: React has come alive on it (it keeps its fiber on the node)
        // before the header's menu is opened. Had React not adopted it as it stood, it would
        // have thrown (error #418), which "no page threw" below reports.
        await expect
          .poll(() =>
            card.evaluate((element) =>
              Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
            ),
          )
          .toBe(true);
        // The header's Shop link: in the row of links at 1440, in the menu at 375.
        if (width === 'desktop') {
          const shop = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
            name: 'Shop',
          });
          expect(await shop.getAttribute('aria-current')).toBe('page');
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const shop = page.getByRole('dialog').getByRole('link', { name: 'Shop' });
          await shop.waitFor();
          expect(await shop.getAttribute('aria-current')).toBe('page');
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        }

        const picture = card.getByRole('img', { name });
        expect(await picture.getAttribute('src')).toBe(pass.product.image);
        // The picture itself arrived (a broken one has no natural width).
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        await checkScreen(page, `shop-catalogue-${width}`);

        await card.getByRole('link', { name }).click();
        await page.waitForURL((url) => url.pathname === `/shop/products/${slug}`);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await page.getByRole('img', { name: `${name}, picture 1` }).waitFor();
        // Mantine's chips: the radio is drawn by its label, which takes the click.
        await page.locator('label').filter({ hasText: pass.size }).click();
        expect(await page.getByRole('radio', { name: pass.size }).isChecked()).toBe(true);
        const color = page.getByRole('group', { name: 'Color' });
        expect(await color.getByRole('radio', { name: pass.colour }).isChecked()).toBe(true);
        await page.getByLabel('Quantity').selectOption(String(pass.quantity));
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await page
          .getByText(`${pass.quantity} × ${name} (${pass.size}, ${pass.colour})`, { exact: true })
          .waitFor();
        const counted = `Cart, ${pass.quantity} items`;
        await cartLink(page)
          .and(page.getByRole('link', { name: counted }))
          .waitFor();
        expect(await page.getByTestId('cart-count').textContent()).toBe(String(pass.quantity));
        await checkScreen(page, `shop-product-${width}`);

        // Kept in the browser: a reload (a later visit) finds the same cart.
        await page.reload();
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await cartLink(page)
          .and(page.getByRole('link', { name: counted }))
          .waitFor();
        expect(await page.getByTestId('cart-count').textContent()).toBe(String(pass.quantity));
      });

      it('checkout refuses a bad ZIP in place; fixed, Pay leads to the sandbox, which declines one card and takes 4242', async () => {
        await cartLink(page).click();
        await page.waitForURL((url) => url.pathname === '/shop/checkout');
        await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
        const line = page
          .getByRole('list', { name: 'Your cart' })
          .getByRole('listitem', { name: `${name} (${pass.size}, ${pass.colour})` });
        expect(await line.getByLabel('Quantity').inputValue()).toBe(String(pass.quantity));

        const form = page.getByRole('form', { name: 'Checkout' });
        await form.getByLabel(/^Your name/).fill(pass.customer.name);
        await form.getByLabel(/^E-mail/).fill(email);
        await form.getByLabel(/^Street address/).fill(pass.customer.street);
        await form.getByLabel(/^City/).fill(pass.customer.city);
        await form.getByLabel(/^State/).selectOption(pass.state);
        const zip = form.getByLabel(/^ZIP code/);
        await zip.fill(pass.zip.bad);
        await form.getByRole('radio', { name: SHIPPING_METHODS[pass.shipping].label }).check();
        // The server's quote for this cart, state and shipping: the button says its total.
        const pay = form.getByRole('button', { name: `Pay ${dollars(total)}` });
        await pay.click();

        // Refused before anything is placed: the message under the field, which has the focus.
        await form.getByText(ZIP_MESSAGE, { exact: true }).waitFor();
        expect(await zip.getAttribute('aria-invalid')).toBe('true');
        expect(await zip.evaluate((input) => input === document.activeElement)).toBe(true);
        expect(new URL(page.url()).pathname).toBe('/shop/checkout');
        await checkScreen(page, `shop-checkout-bad-zip-${width}`);

        await zip.fill(pass.zip.good);
        await form.getByText(ZIP_MESSAGE, { exact: true }).waitFor({ state: 'detached' });
        await pay.click();

        // The sandbox's hosted page, for the order's total.
        await page.waitForURL((url) => url.pathname.startsWith('/pay/sandbox/'));
        await page.getByText('TEST PAYMENT (sandbox)').waitFor();
        const payOnSandbox = page.getByRole('button', { name: `Pay ${dollars(total)}` });
        await payOnSandbox.waitFor();
        const card = async (number: string) => {
          await page.getByLabel('Card number').fill(number);
          await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
          await page.getByLabel('CVC').fill('123');
          await page.getByLabel('Name on card').fill(pass.customer.name);
        };
        await card('4000 0000 0000 0002');
        await payOnSandbox.click();
        await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
        await checkScreen(page, `shop-sandbox-declined-${width}`);

        // Tried again on the same page, the webhook "late, after returning" and held (above).
        await card('4242 4242 4242 4242');
        await page.getByLabel('Webhook delivery (testing)').selectOption('late');
        const sentBefore = webhooksSent;
        let release = () => {};
        webhookGate = new Promise<void>((resolve) => {
          release = resolve;
        });
        try {
          await payOnSandbox.click();
          await page.waitForURL((url) => url.pathname === '/shop/success');
          const url = new URL(page.url());
          orderNumber = url.searchParams.get('order') ?? '';
          expect(orderNumber).toMatch(/^NS-/);
          await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
          await page
            .getByRole('status')
            .filter({ hasText: /^Payment pending/ })
            .waitFor();
          await page.getByText(orderNumber, { exact: true }).waitFor();
          // Not paid yet: the cart is kept.
          await cartLink(page)
            .and(page.getByRole('link', { name: `Cart, ${pass.quantity} items` }))
            .waitFor();
          await checkScreen(page, `shop-success-pending-${width}`);
        } finally {
          webhookGate = null;
          release();
        }

        // The webhook's effect reaches the order: the page, asking again, says it is paid and
        // empties the cart it was placed with.
        await page
          .getByRole('heading', { level: 1, name: 'Thank you for your order!' })
          .waitFor({ timeout: 20_000 });
        await page
          .getByRole('status')
          .filter({ hasText: /^Payment pending/ })
          .waitFor({
            state: 'detached',
          });
        await page.getByText(email, { exact: true }).waitFor();
        expect(webhooksSent, 'the success webhook came through the gate').toBe(sentBefore + 1);
        await cartLink(page)
          .and(page.getByRole('link', { name: 'Cart, empty' }))
          .waitFor();
        expect(await page.getByTestId('cart-count').count()).toBe(0);
        await page
          .getByRole('region', { name: 'What you bought' })
          .getByText(dollars(total), { exact: true })
          .waitFor();
        await checkScreen(page, `shop-success-paid-${width}`);
      });

      it("the order's page; staff ship it, and the page shows the tracking number and its link", async () => {
        await page.getByRole('link', { name: 'View your order' }).click();
        await page.waitForURL(
          (url) => url.pathname === `/shop/orders/${orderNumber}` && url.searchParams.has('token'),
        );
        const heading = page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` });
        await heading.waitFor();
        await page.getByText('Paid', { exact: true }).first().waitFor();
        const progress = page.getByRole('list', { name: 'Order progress' });
        expect(await progress.locator('[aria-current="step"]').textContent()).toBe('Paid');
        const address = page.getByRole('region', { name: 'Shipping to' }).locator('address');
        expect(await address.textContent()).toContain(`${pass.customer.city}, `);
        expect(await address.textContent()).toContain(pass.zip.good);
        expect(await page.getByRole('link', { name: /track with/ }).count()).toBe(0);
        await checkScreen(page, `shop-order-paid-${width}`);

        // Staff ship it, through the back office's call.
        const list = await admin
          .get('/api/admin/shop-orders')
          .query({ filter: JSON.stringify({ q: orderNumber }) })
          .expect(200);
        const order = (list.body as AdminOrder[]).find((o) => o.number === orderNumber);
        expect(order, `order ${orderNumber} is listed`).toBeDefined();
        expect(order?.status).toBe('paid');
        const shipped = await admin
          .post(`/api/admin/shop-orders/${order?.id}/moves`)
          .send({ move: 'fulfil', carrier: 'ups', trackingNumber: pass.tracking })
          .expect(200);
        await untilProjected(server, shipped.headers, ['OrderFulfilled']);

        // The customer opens the page again (the link in the shipping notice).
        await page.reload();
        await heading.waitFor();
        await page.getByText('On its way', { exact: true }).waitFor();
        const tracking = page.getByRole('link', {
          name: `${pass.tracking} (track with UPS, opens in a new tab)`,
        });
        expect(await tracking.textContent()).toBe(pass.tracking);
        expect(await tracking.getAttribute('href')).toBe(
          `https://www.ups.com/track?tracknum=${pass.tracking}`,
        );
        expect(await tracking.getAttribute('target')).toBe('_blank');
        expect(await progress.locator('[aria-current="step"]').textContent()).toBe('Shipped');
        await checkScreen(page, `shop-order-shipped-${width}`);
      });
    });
  }

  it('no page threw', () => {
    expect(errors).toEqual([]);
  });
});
