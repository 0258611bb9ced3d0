import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EvaluationRequest } from '@/features/intake/evaluation/components/evaluation-request';
import { render, screen } from '@/test-utils/render';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let answer: () => Promise<Response>;
const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function fillIn(user: UserEvent) {
  await user.type(screen.getByLabelText(/Parent\/guardian name/), 'Monique Batiste');
  await user.type(screen.getByLabelText(/^Email/), 'monique@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '504-555-0123');
  await user.type(screen.getByLabelText(/^Player name/), 'Andre Batiste');
  const age = screen.getByLabelText(/^Player age/);
  await user.clear(age);
  await user.type(age, '15');
  await user.selectOptions(screen.getByLabelText(/^Primary position/), 'SS');
  await user.type(screen.getByLabelText(/^School or team/), 'Jesuit High School');
}

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Request an Evaluation' }));

describe('the evaluation request', () => {
  it('an empty submit shows every message and sends nothing', async () => {
    const user = userEvent.setup();
    render(<EvaluationRequest />);
    expect(screen.getByLabelText(/^Player age/)).toHaveValue('0');
    await submit(user);
    for (const message of [
      'Name is required',
      'Invalid email address',
      'Valid phone number is required',
      'Player name is required',
      'Valid age is required',
      'Position is required',
      'School/team is required',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['12.5', 'Age must be a whole number of years'],
    ['5', 'We evaluate players ages 6 to 18'],
    ['19', 'We evaluate players ages 6 to 18'],
  ])('keeps the age %s as typed and refuses it: "%s"', async (typed, message) => {
    const user = userEvent.setup();
    render(<EvaluationRequest />);
    await fillIn(user);
    const age = screen.getByLabelText(/^Player age/);
    await user.clear(age);
    await user.type(age, typed);
    expect(age).toHaveValue(typed);
    await submit(user);
    // The range's message is also the field's hint; this is the error under the field.
    expect(screen.getByText(message, { selector: '[id$="-error"]' })).toBeInTheDocument();
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a failed attempt a field is checked again as it changes', async () => {
    const user = userEvent.setup();
    render(<EvaluationRequest />);
    await submit(user);
    const phone = screen.getByLabelText(/^Phone/);
    await user.type(phone, '504');
    expect(screen.getByText('Valid phone number is required')).toBeInTheDocument();
    await user.type(phone, '5550123');
    expect(screen.queryByText('Valid phone number is required')).not.toBeInTheDocument();
  });

  it('sends the request, thanks the parent and offers a way back to the top', async () => {
    let respond: (response: Response) => void = () => {};
    answer = () => new Promise((resolve) => (respond = resolve));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    render(<EvaluationRequest />);
    await fillIn(user);
    await submit(user);

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/prospect-evaluations');
    expect(JSON.parse(String(init?.body))).toEqual({
      parentName: 'Monique Batiste',
      parentEmail: 'monique@example.com',
      parentPhone: '504-555-0123',
      playerName: 'Andre Batiste',
      playerAge: 15,
      playerPosition: 'SS',
      playerSchool: 'Jesuit High School',
      additionalInfo: '',
    });

    respond(json(201, { id: 'r1', status: 'pending', createdAt: '', message: 'ok' }));
    expect(await screen.findByText('Evaluation Request Submitted')).toBeInTheDocument();
    expect(screen.getAllByText(/representative will contact you/)).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // The card is brought into view (the browser suite checks where it lands), its heading focused.
    expect(scrollIntoView.mock.contexts).toContain(screen.getByTestId('thank-you'));
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Return to Top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('a refusal says Submission Failed with the server message and keeps the values', async () => {
    answer = async () =>
      json(429, { message: 'Too many forms sent from this address; please try again later' });
    const user = userEvent.setup();
    render(<EvaluationRequest />);
    await fillIn(user);
    await submit(user);

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Too many forms sent from this address; please try again later'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Player name/)).toHaveValue('Andre Batiste');
    expect(screen.getByLabelText(/^Player name/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Request an Evaluation' })).toBeEnabled();
  });

  it('without a server message it says the request failed', async () => {
    answer = async () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    const user = userEvent.setup();
    render(<EvaluationRequest />);
    await fillIn(user);
    await submit(user);
    expect(await screen.findByText('Failed to submit evaluation request')).toBeInTheDocument();
  });
});
