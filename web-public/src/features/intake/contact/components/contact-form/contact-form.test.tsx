import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@/test-utils/render';
import { ContactForm } from './contact-form';

const MESSAGES = [
  'Name must be at least 2 characters',
  'Please enter a valid email address',
  'Organization must be at least 2 characters',
  'Message must be at least 10 characters',
];

const valid = {
  name: 'Denise Broussard',
  email: 'denise@crescentparks.org',
  organization: 'Crescent City Parks',
  message: 'We would like to talk about a summer baseball clinic.',
};

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fill(user: ReturnType<typeof userEvent.setup>, values: typeof valid) {
  for (const [label, value] of [
    ['Name', values.name],
    ['Email', values.email],
    ['Organization', values.organization],
    ['Message', values.message],
  ] as const) {
    await user.click(field(label));
    await user.paste(value);
  }
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('ContactForm', { timeout: 15_000 }, () => {
  it('shows all four messages on an empty submit, without calling the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(<ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    for (const message of MESSAGES) expect(screen.getByText(message)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does not validate while typing before the first submit', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);

    await user.type(field('Name'), 'A');
    await user.type(field('Email'), 'not-an-email');

    expect(screen.queryByText(MESSAGES[0] ?? '')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES[1] ?? '')).not.toBeInTheDocument();
  });

  it('re-validates on every change after the first submit', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await user.type(field('Name'), 'A');
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    await user.type(field('Name'), 'l');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();

    await user.type(field('Email'), 'al@');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(field('Email'), 'parks.org');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.clear(field('Name'));
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
  });

  it("reads 'Sending...' while pending, then toasts 'Message Sent' and empties the form", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user, valid);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect(pending).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(valid);

    answer(jsonResponse(201, { id: 'c-1', message: 'saved' }));

    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(
      screen.getByText('Your message has been saved successfully. Our team will contact you soon.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Name')).toHaveValue(''));
    expect(field('Email')).toHaveValue('');
    expect(field('Organization')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps the values and shows a destructive toast when the call fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(500, { message: 'The server is down' }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user, valid);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error sending your message. Please try again.'),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveValue(valid.name);
    expect(field('Email')).toHaveValue(valid.email);
    expect(field('Organization')).toHaveValue(valid.organization);
    expect(field('Message')).toHaveValue(valid.message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
