import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test-utils/mock-api';
import { renderRoutes, screen, waitFor } from '@/test-utils/render';
import { NominatePage } from './nominate-page';

/** Typing through a whole form is slow on a busy machine; jsdom's default 5 s is too tight. */
const FORM_TEST_TIMEOUT = 30_000;

const account = {
  'GET /api/user': () =>
    json({
      id: 'u1',
      username: 'renee',
      email: 'renee@example.com',
      role: 'parent',
      createdAt: '2026-01-01T00:00:00.000Z',
    }),
  'GET /api/user-profile': () => json({ message: 'No profile' }, 404),
};

const bodyOf = (fetchMock: ReturnType<typeof mockApi>) => {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/you-scout/nominations');
  return JSON.parse(String(call?.[1]?.body));
};

function renderPage() {
  return renderRoutes(
    {
      '/you-scout/nominate': <NominatePage />,
      '/you-scout/my-nominations': <p>My nominations page</p>,
    },
    '/you-scout/nominate',
  );
}

async function fillIn(user: UserEvent, age = '14') {
  await user.type(screen.getByLabelText(/^First name/), 'Jalen');
  await user.type(screen.getByLabelText(/^Last name/), 'Brooks');
  await user.type(screen.getByLabelText(/^Age/), age);
  await user.selectOptions(screen.getByLabelText(/^Sport/), 'baseball');
  await user.selectOptions(screen.getByLabelText(/^Primary position/), 'SS');
  await user.selectOptions(screen.getByLabelText(/^State/), 'LA');
  await user.click(screen.getByLabelText(/^What did they do/));
  await user.paste('Three hits and two stolen bases in the semifinal.');
}

/** The account's answer has landed in the nominator's fields (slow on a busy machine). */
const prefilled = () =>
  waitFor(() => expect(screen.getByLabelText(/^Your email/)).toHaveValue('renee@example.com'), {
    timeout: 5000,
  });

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Submit Nomination' }));

afterEach(() => vi.unstubAllGlobals());

describe('/you-scout/nominate', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('fills the nominator from the account, and the name from the profile when it has one', async () => {
    mockApi({
      ...account,
      'GET /api/user-profile': () => json({ data: { displayName: 'Renee Brooks' } }),
    });
    renderPage();
    await waitFor(() => expect(screen.getByLabelText(/^Your name/)).toHaveValue('Renee Brooks'), {
      timeout: 5000,
    });
    expect(screen.getByLabelText(/^Your email/)).toHaveValue('renee@example.com');
  });

  it('given no profile, then the username fills the name, and both stay editable', async () => {
    mockApi(account);
    const user = userEvent.setup();
    renderPage();
    const name = screen.getByLabelText(/^Your name/);
    await waitFor(() => expect(name).toHaveValue('renee'), { timeout: 5000 });
    await user.clear(name);
    await user.type(name, 'Aunt Renee');
    expect(name).toHaveValue('Aunt Renee');
  });

  it('given an empty form, then each field says what to fix and nothing is sent', async () => {
    const fetchMock = mockApi(account);
    const user = userEvent.setup();
    renderPage();
    await prefilled();
    await submit(user);
    for (const message of [
      'First name is required',
      'Last name is required',
      'Age is required',
      'Sport is required',
      'Primary position is required',
      'State is required',
      'Performance description must be at least 20 characters',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('counts the performance text as it is typed', async () => {
    mockApi(account);
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByTestId('performance-counter')).toHaveTextContent('0 / 2,000 characters');
    await user.type(screen.getByLabelText(/^What did they do/), 'Walk-off double');
    expect(screen.getByTestId('performance-counter')).toHaveTextContent('15 / 2,000 characters');
  });

  it('asks the guardian’s e-mail under 13 only, and not of the guardian', async () => {
    mockApi(account);
    const user = userEvent.setup();
    renderPage();
    const age = screen.getByLabelText(/^Age/);
    await user.type(age, '14');
    expect(screen.queryByLabelText(/guardian’s email/)).not.toBeInTheDocument();
    await user.clear(age);
    await user.type(age, '11');
    expect(screen.getByLabelText(/guardian’s email/)).toBeInTheDocument();
    await submit(user);
    expect(
      await screen.findByText("A parent or guardian's email is required for athletes under 13"),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('I am the athlete’s parent or guardian'));
    expect(screen.queryByLabelText(/guardian’s email/)).not.toBeInTheDocument();
  });

  it('refuses a game date in the future with the server’s words', async () => {
    mockApi(account);
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/^Game date/), '2099-05-01');
    await submit(user);
    expect(await screen.findByText('Game date cannot be in the future')).toBeInTheDocument();
  });

  it('says "Submitting..." while sending, then what happens next', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      ...account,
      'POST /api/you-scout/nominations': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await prefilled();
    await fillIn(user);
    await user.type(screen.getByLabelText(/^Video link/), 'https://youtu.be/dQw4w9WgXcQ');
    await submit(user);
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    expect(bodyOf(fetchMock)).toEqual({
      firstName: 'Jalen',
      lastName: 'Brooks',
      age: 14,
      sport: 'baseball',
      position: 'SS',
      secondaryPosition: null,
      handedness: null,
      school: null,
      city: null,
      state: 'LA',
      gameLocation: null,
      gameDate: null,
      performance: 'Three hits and two stolen bases in the semifinal.',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      submittedByName: 'renee',
      submittedByEmail: 'renee@example.com',
      submittedByPhone: null,
      nominatorIsGuardian: false,
      guardianEmail: null,
    });
    answer(json({ id: crypto.randomUUID(), status: 'pending', consentRequested: false }, 201));
    expect(await screen.findByText('Thank you for nominating Jalen!')).toBeInTheDocument();
    expect(screen.getByText('Nomination submitted')).toBeInTheDocument();
    expect(screen.getByText(/Our staff review every nomination/)).toBeInTheDocument();
    expect(screen.queryByText(/emailed their parent or guardian/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'My nominations' }));
    expect(await screen.findByText('My nominations page')).toBeInTheDocument();
  });

  it('given consent was asked, then the success view says the nomination stays private until the guardian confirms', async () => {
    const fetchMock = mockApi({
      ...account,
      'POST /api/you-scout/nominations': () =>
        json({ id: crypto.randomUUID(), status: 'pending', consentRequested: true }, 201),
    });
    const user = userEvent.setup();
    renderPage();
    await prefilled();
    await fillIn(user, '9');
    await user.type(screen.getByLabelText(/guardian’s email/), 'mom@example.com');
    await submit(user);
    expect(await screen.findByText(/emailed their parent or guardian a link/)).toHaveTextContent(
      'The nomination stays private until they do',
    );
    expect(bodyOf(fetchMock)).toMatchObject({ age: 9, guardianEmail: 'mom@example.com' });
  });

  it('given the server refuses a field, then its message shows beside that field and the values stay', async () => {
    mockApi({
      ...account,
      'POST /api/you-scout/nominations': () =>
        json(
          {
            message: 'Video must be a YouTube, Vimeo or Hudl link',
            errors: { video: 'Video must be a YouTube, Vimeo or Hudl link' },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await prefilled();
    await fillIn(user);
    await user.type(screen.getByLabelText(/^Video link/), 'https://example.com/clip');
    await submit(user);
    const video = screen.getByLabelText(/^Video link/);
    await waitFor(() => expect(video).toHaveAttribute('aria-invalid', 'true'));
    expect(video).toHaveAccessibleDescription(/Video must be a YouTube, Vimeo or Hudl link/);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jalen');
    expect(screen.getByRole('button', { name: 'Submit Nomination' })).toBeEnabled();
  });
});
