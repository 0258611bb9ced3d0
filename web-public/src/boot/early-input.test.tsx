import {
  act,
  type FormEvent,
  type ReactNode,
  lazy as reactLazy,
  Suspense,
  useRef,
  useState,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { laterPart, useAnnounceHydrated } from '@/lib/hydration';
import { keepEarlyInput } from './early-input';
import { HYDRATED_EVENT, HYDRATES_LATER, HYDRATING_EVENT } from './page-modules';

const EVENTS = { hydrating: HYDRATING_EVENT, hydrated: HYDRATED_EVENT, later: HYDRATES_LATER };

/** A form like the footer's newsletter sign-up: controlled, sent by the app. */
function SignUp({ sent, label }: { sent: string[]; label: string }) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(email);
  };
  return (
    <form onSubmit={submit} aria-label={label}>
      <input
        aria-label={`${label} email`}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit">Subscribe</button>
    </form>
  );
}

/** A part whose code comes after the first commit, like the footer. */
function LaterPart({ sent, year = 2026 }: { sent: string[]; year?: number }) {
  const self = useRef<HTMLElement>(null);
  useAnnounceHydrated(self);
  return (
    <footer ref={self} {...laterPart}>
      <SignUp sent={sent} label="Later" />
      <p>© {year}</p>
    </footer>
  );
}

/** A page with what the header has (a menu button), a form, and optionally a later part. */
function Page({ sent, later }: { sent: string[]; later?: ReactNode }) {
  const [open, setOpen] = useState(false);
  useAnnounceHydrated();
  return (
    <main>
      <button type="button" onClick={() => setOpen((was) => !was)}>
        Open menu
      </button>
      {open && <p>Menu</p>}
      <SignUp sent={sent} label="Now" />
      <textarea aria-label="Note" defaultValue="" />
      {later && <Suspense fallback={null}>{later}</Suspense>}
    </main>
  );
}

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

/** The prerendered markup of the page, in the document, with nothing listening to it yet. */
function prerender(page: ReactNode) {
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  keepEarlyInput(document, EVENTS);
}

/** The hand-over runs in a task after an announcement. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

async function hydrate(page: ReactNode) {
  document.dispatchEvent(new Event(HYDRATING_EVENT));
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  await nextTask();
}

/** What a person's typing does to a field: its value changes, then an input event. */
function type(label: string, value: string) {
  const field = container.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const shown = (label: string) =>
  (container.querySelector(`[aria-label="${label}"]`) as HTMLInputElement).value;

/** Sends a form as the browser does; true if the browser would have sent it itself. */
function send(label: string): boolean {
  const form = container.querySelector(`form[aria-label="${label}"]`) as HTMLFormElement;
  return form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/** The later part as the app loads it: its code arrives when `arrive` is called. */
function lazyLaterPart() {
  let arrive = () => {};
  const LazyLaterPart = reactLazy(
    () =>
      new Promise<{ default: typeof LaterPart }>((resolve) => {
        arrive = () => resolve({ default: LaterPart });
      }),
  );
  return { LazyLaterPart, arrive: () => arrive() };
}

const menuButton = () => container.querySelector('button[type="button"]') as HTMLElement;

describe('keepEarlyInput', () => {
  it('hands the app what was typed, tapped and sent before it hydrated, in order', async () => {
    prerender(<Page sent={[]} />);
    type('Now email', 'early.bird@example.com');
    type('Note', 'Typed before the scripts came');
    menuButton().click();
    // Not sent by the browser, which would reload the page with the address in the URL.
    expect(send('Now')).toBe(false);

    const sent: string[] = [];
    await hydrate(<Page sent={sent} />);

    expect(shown('Now email')).toBe('early.bird@example.com');
    expect(shown('Note')).toBe('Typed before the scripts came');
    expect(container.textContent).toContain('Menu');
    expect(sent).toEqual(['early.bird@example.com']);
  });

  it('replays two taps on a toggle as two: the menu opens and closes again', async () => {
    prerender(<Page sent={[]} />);
    menuButton().click();
    menuButton().click();
    await hydrate(<Page sent={[]} />);
    expect(container.textContent).not.toContain('Menu');
  });

  it('leaves what happens once hydration has started to the app', async () => {
    prerender(<Page sent={[]} />);
    document.dispatchEvent(new Event(HYDRATING_EVENT));
    menuButton().click();
    const sent: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page sent={sent} />);
    });
    await nextTask();
    expect(container.textContent).not.toContain('Menu');
    expect(sent).toEqual([]);
  });

  it('keeps what is done in a part whose code comes later until that part has hydrated', async () => {
    prerender(<Page sent={[]} later={<LaterPart sent={[]} />} />);
    const sent: string[] = [];
    const { LazyLaterPart, arrive } = lazyLaterPart();
    await hydrate(<Page sent={[]} later={<LazyLaterPart sent={sent} />} />);

    // The page is the app's now, but not yet the later part.
    type('Later email', 'late.comer@example.com');
    expect(send('Later')).toBe(false);
    await nextTask();
    expect(sent).toEqual([]);

    await act(async () => arrive());
    await nextTask();
    expect(shown('Later email')).toBe('late.comer@example.com');
    expect(sent).toEqual(['late.comer@example.com']);
  });

  it('hands over what was kept in a later part that the app renders afresh instead of adopting', async () => {
    // The part's markup from the server differs from the app's (the year turned), so React
    // throws it away and renders the part anew: new elements where the visitor's were.
    prerender(<Page sent={[]} later={<LaterPart sent={[]} year={2025} />} />);
    type('Later email', 'fresh.start@example.com');
    expect(send('Later')).toBe(false);
    const served = container.querySelector('form[aria-label="Later"]');

    const sent: string[] = [];
    const { LazyLaterPart, arrive } = lazyLaterPart();
    const recovered: unknown[] = [];
    document.dispatchEvent(new Event(HYDRATING_EVENT));
    await act(async () => {
      root = hydrateRoot(container, <Page sent={[]} later={<LazyLaterPart sent={sent} />} />, {
        onRecoverableError: (error) => recovered.push(error),
      });
    });
    await nextTask();
    await act(async () => arrive());
    await nextTask();
    expect(recovered).toHaveLength(1);
    expect(container.querySelector('form[aria-label="Later"]')).not.toBe(served);
    expect(shown('Later email')).toBe('fresh.start@example.com');
    expect(sent).toEqual(['fresh.start@example.com']);
  });
});
