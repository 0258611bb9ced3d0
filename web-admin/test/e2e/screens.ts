import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  browserGet,
  collectPageErrors,
  newContext,
  screenshot,
  type VIEWPORTS,
} from '../../../services/src/testing/browser';

// Every screen of the back office, for the suite's pass at a phone's and a desktop's width.

export type Viewport = keyof typeof VIEWPORTS;

export type Screen = {
  name: string;
  path: string;
  /** The page's h1 (the app bar's title). */
  title: string | RegExp;
  /** Text that shows once the screen's records have loaded. */
  ready: string | RegExp;
};

/** The ids the detail screens need, read through the API as the admin. */
export async function screenIds(page: Page) {
  const get = async <T>(path: string): Promise<T> => (await browserGet<T>(page, path)).body;
  const board = await get<{ data: { id: string }[] }>('/api/prospects');
  const requests = await get<{ id: string }[]>('/api/admin/evaluation-requests');
  const messages = await get<{ id: string }[]>('/api/admin/contact-submissions');
  const users = await get<{ id: string; username: string }[]>('/api/admin/users');
  const coach = users.find((user) => user.username === 'e2e_head_coach');
  const ids = {
    prospect: board.data[0]?.id,
    request: requests[0]?.id,
    message: messages[0]?.id,
    coach: coach?.id,
  };
  for (const [what, id] of Object.entries(ids)) expect(id, `a ${what} to show`).toBeTruthy();
  return ids as Record<keyof typeof ids, string>;
}

export function allScreens(ids: Awaited<ReturnType<typeof screenIds>>): Screen[] {
  const at = new Date().toISOString();
  const since = new Date(Date.now() - 21 * 24 * 60 * 60 * 1000).toISOString();
  return [
    { name: 'dashboard', path: '/admin/', title: 'Admin Dashboard', ready: 'NORD Commission' },
    { name: 'prospects', path: '/admin/prospects', title: 'Prospects', ready: /^#1\b/ },
    {
      name: 'prospect-create',
      path: '/admin/prospects/create',
      title: 'Add New Prospect',
      ready: 'Graduation year',
    },
    {
      name: 'prospect-edit',
      path: `/admin/prospects/${ids.prospect}`,
      title: /\w/,
      ready: 'Bats/Throws',
    },
    {
      name: 'prospect-history',
      path: `/admin/prospects/${ids.prospect}/history`,
      title: /\w/,
      ready: /rank change/,
    },
    { name: 'board', path: `/admin/board?at=${at}`, title: 'Board as of', ready: /^#1$/ },
    {
      name: 'board-compare',
      path: `/admin/board?mode=compare&since=${since}&at=${at}`,
      title: 'Board as of',
      ready: /^Moved most/,
    },
    {
      name: 'evaluation-requests',
      path: '/admin/evaluation-requests',
      title: 'Evaluation requests',
      ready: 'Luc Landry',
    },
    {
      name: 'evaluation-request',
      path: `/admin/evaluation-requests/${ids.request}/show`,
      title: /Luc Landry/,
      ready: 'Plays travel ball every summer.',
    },
    {
      name: 'contact-submissions',
      path: '/admin/contact-submissions',
      title: 'Contact submissions',
      ready: /Dana Thibodeaux/,
    },
    {
      name: 'contact-submission',
      path: `/admin/contact-submissions/${ids.message}/show`,
      title: /Dana Thibodeaux/,
      ready: /facility management/,
    },
    {
      name: 'newsletter-subscriptions',
      path: '/admin/newsletter-subscriptions',
      title: 'Newsletter subscriptions',
      ready: 'fan@example.com',
    },
    { name: 'users', path: '/admin/users', title: 'Users', ready: 'e2e_parent' },
    {
      name: 'user-edit',
      path: `/admin/users/${ids.coach}`,
      title: /e2e_head_coach/,
      ready: 'Joined',
    },
    { name: 'events', path: '/admin/events', title: 'Event log', ready: /^Page 1/ },
    { name: 'projections', path: '/admin/projections', title: 'Projections', ready: 'prospects' },
  ];
}

/** The document is no wider than the window: nothing cut off, no sideways scrolling. */
export async function expectFitsViewport(page: Page, name: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${name} is ${scrollWidth} px wide in a ${innerWidth} px window`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** Opens a screen, waits for its records, saves admin-<name>-<viewport>.png, checks its width. */
export async function visit(page: Page, screen: Screen, viewport: Viewport) {
  await page.goto(screen.path, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: screen.title }).waitFor();
  await page.getByText(screen.ready).first().waitFor();
  const name = `admin-${screen.name}-${viewport}`;
  await screenshot(page, name);
  await expectFitsViewport(page, name);
}

/**
 * Visits every screen at this width, in a context of its own with the signed-in page's session,
 * running `check` on each as well; no page error meanwhile.
 */
export async function visitAll(
  browser: Browser,
  signedIn: Page,
  screens: readonly Screen[],
  viewport: Viewport,
  check: (page: Page) => Promise<void> = async () => {},
) {
  const baseURL = new URL(signedIn.url()).origin;
  const context = await newContext(browser, baseURL, viewport);
  await context.addCookies(await signedIn.context().cookies());
  const page = await context.newPage();
  const pageErrors = collectPageErrors(page);
  for (const screen of screens) {
    await visit(page, screen, viewport);
    await check(page);
  }
  expect(pageErrors).toEqual([]);
  await context.close();
}
