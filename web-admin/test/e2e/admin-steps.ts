import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { untilProjected } from '../../../services/src/testing/agents';
import { seriousA11yViolations } from '../../../services/src/testing/browser';
import type { TestServer } from '../../../services/src/testing/test-server';

// The back office suite's steps: signing in, picking options, and the records it starts from.

type BoardRow = { id: string; nolaRank: number | null; communityVotes: number };

/** Signs in on the site's one sign-in page, /auth (the public site's), where the page is. */
export async function signInHere(page: Page, credentials: { username: string; password: string }) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel(/^Username/).fill(credentials.username);
  await form.getByLabel(/^Password/).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the back office, is sent to /auth, signs in there and comes back. */
export async function signIn(page: Page, credentials: { username: string; password: string }) {
  await page.goto('/admin/', { waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === '/auth', { waitUntil: 'commit' });
  await signInHere(page, credentials);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'), { waitUntil: 'commit' });
}

/** The back-office path the admin guard kept for after sign-in (document 2 §2). */
export const keptPath = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('adminRedirectAfterLogin'));

/** A browser profile with a newly registered user of this role signed in (its cookie). */
export async function registered(
  server: TestServer,
  context: BrowserContext,
  role: 'parent' | 'coach',
  username: string,
) {
  const response = await context.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'batting-cage', role },
  });
  expect(response.status()).toBe(201);
  await untilProjected(server, response.headers(), ['UserRegistered']);
}

export const board = async (page: Page): Promise<BoardRow[]> =>
  ((await (await page.request.get('/api/prospects')).json()) as { data: BoardRow[] }).data.map(
    ({ id, nolaRank, communityVotes }) => ({ id, nolaRank, communityVotes }),
  );

/** Picks an option of a react-admin SelectInput (a MUI select). */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The records the screens show: a parent's evaluation request, a message, a subscriber, a coach. */
export async function givenRecords(browser: Browser, server: TestServer) {
  const baseURL = server.url;
  // Each in the read tables before the screens look (the API waits for them only so long).
  const settled = (response: APIResponse, types: string[]) =>
    untilProjected(server, response.headers(), types);
  const parent = await browser.newContext({ baseURL });
  await registered(server, parent, 'parent', 'e2e_parent');
  const evaluation = await parent.request.post('/api/prospect-evaluations', {
    data: {
      parentName: 'Marie Landry',
      parentEmail: 'marie.landry@example.com',
      parentPhone: '504-555-0199',
      playerName: 'Luc Landry',
      playerAge: 15,
      playerPosition: 'SS',
      playerSchool: 'Jesuit High School',
      additionalInfo: 'Plays travel ball every summer.',
    },
  });
  expect(evaluation.status()).toBe(201);
  await settled(evaluation, ['EvaluationRequested']);
  const contact = await parent.request.post('/api/contact', {
    data: {
      name: 'Dana Thibodeaux',
      email: 'dana@example.org',
      organization: 'NORD Commission',
      message: 'We would like to talk about facility management for our summer leagues.',
    },
  });
  await settled(contact, ['ContactMessageSubmitted']);
  const newsletter = await parent.request.post('/api/newsletter', {
    data: { email: 'fan@example.com' },
  });
  await settled(newsletter, ['NewsletterSubscribed']);
  await parent.close();

  // And two coaches with a profile, awaiting verification: the users step verifies the first;
  // the second stays pending, so that every width shows that badge too.
  const coaches = [
    { username: 'e2e_head_coach', displayName: 'Coach Arceneaux', teamPosition: 'head_coach' },
    {
      username: 'e2e_assistant_coach',
      displayName: 'Coach Thibodeaux',
      teamPosition: 'assistant_coach',
    },
  ];
  for (const { username, ...fields } of coaches) {
    const coach = await browser.newContext({ baseURL });
    await registered(server, coach, 'coach', username);
    const profile = await coach.request.post('/api/user-profile', {
      data: { ...fields, teamName: 'Jesuit Blue Jays' },
    });
    expect(profile.status()).toBe(200);
    await settled(profile, ['UserProfileUpdated']);
    await coach.close();
  }
}
