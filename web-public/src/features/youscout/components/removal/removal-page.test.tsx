import { REMOVAL_REQUESTED } from '@server/youscout/constants';
import type { RemovalLinkDescription } from '@server/youscout/write-schemas';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test-utils/mock-api';
import { render, screen, within } from '@/test-utils/render';
import { RemovalPage } from './removal-page';

/** Typing through a form is slow on a busy machine; jsdom's default 5 s is too tight. */
const FORM_TEST_TIMEOUT = 20_000;

const id = '3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b';
const token = `${id}.5d0c7a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6.guardian.1795000000.sig`;
const linkUrl = `/api/you-scout/removal-links?token=${encodeURIComponent(token)}`;
const described: RemovalLinkDescription = {
  nominationId: id,
  requestedAs: 'guardian',
  expiresAt: '2026-11-27T12:00:00.000Z',
  athlete: { name: 'Jamie B.', ageGroup: '13-15', sport: 'baseball', state: 'LA' },
};

afterEach(() => vi.unstubAllGlobals());

describe('the removal page', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('given a mailed link, shows what it removes in public fields, and removes it on confirming', async () => {
    const fetchMock = mockApi({
      [`GET ${linkUrl}`]: () => json(described),
      'POST /api/you-scout/removal-links/confirm': () =>
        json({ message: "Nomination removed; the athlete's personal data has been erased" }),
    });
    render(<RemovalPage token={token} />);
    const nomination = within(await screen.findByRole('list', { name: 'The nomination' }));
    expect(nomination.getByText('Jamie B.')).toBeInTheDocument();
    expect(nomination.getByText(/Baseball, ages 13-15, LA/)).toBeInTheDocument();
    expect(screen.getByText(/recorded as the nomination's parent or guardian/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove this nomination' }));
    expect(await screen.findByText(/personal data has been erased/)).toBeInTheDocument();
    const confirmed = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(confirmed?.[1]?.body))).toEqual({ token });
    expect(
      screen.queryByRole('button', { name: 'Remove this nomination' }),
    ).not.toBeInTheDocument();
  });

  it('given a used link, says so and offers no button', async () => {
    mockApi({
      [`GET ${linkUrl}`]: () =>
        json({ message: 'This removal link was used already: the nomination is removed' }, 410),
    });
    render(<RemovalPage token={token} />);
    expect(
      await screen.findByText('This removal link was used already: the nomination is removed'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Remove this nomination' }),
    ).not.toBeInTheDocument();
  });

  it('without a link, asks which nomination and the address, and answers what the server says', async () => {
    const fetchMock = mockApi({
      [`POST /api/you-scout/nominations/${id}/removal-requests`]: () =>
        json({ message: REMOVAL_REQUESTED }, 202),
    });
    render(<RemovalPage token="" />);
    const form = within(screen.getByRole('form', { name: 'Request removal' }));
    await userEvent.type(form.getByLabelText(/^Nomination/), 'https://nola.example/you-scout/');
    await userEvent.type(form.getByLabelText(/^Your e-mail address/), 'parent@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Request removal' }));
    expect(
      await form.findByText("Paste the nomination's page address, or its id"),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(form.getByLabelText(/^Nomination/), `nomination/${id}`);
    await userEvent.click(form.getByRole('button', { name: 'Request removal' }));
    expect(await screen.findByText(new RegExp(REMOVAL_REQUESTED))).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/you-scout/nominations/${id}/removal-requests`);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'parent@example.com' });
  });

  it("shows the server's field message for a bad address", async () => {
    mockApi({
      [`POST /api/you-scout/nominations/${id}/removal-requests`]: () =>
        json(
          {
            message: 'Validation failed',
            errors: { email: 'Please enter a valid email address' },
          },
          400,
        ),
    });
    render(<RemovalPage token="" nomination={id} />);
    const form = within(screen.getByRole('form', { name: 'Request removal' }));
    await userEvent.type(form.getByLabelText(/^Your e-mail address/), 'not-an-address');
    await userEvent.click(form.getByRole('button', { name: 'Request removal' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});
