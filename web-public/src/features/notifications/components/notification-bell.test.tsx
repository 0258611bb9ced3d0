import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countLabel,
  NotificationBell,
} from '@/features/notifications/components/notification-bell';
import type { Notification } from '@/features/notifications/types';
import { json } from '@/test-utils/mock-api';
import { act, render as renderInApp, screen, waitFor } from '@/test-utils/render';
import { theme } from '@/theme';

const render = (ui: ReactNode) =>
  renderInApp(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );

const notification = (n: number, read = false): Notification => ({
  id: `00000000-0000-5000-a000-00000000000${n}`,
  type: 'evaluation-status',
  title: `Title ${n}`,
  message: `Message ${n}`,
  relatedType: 'evaluation-request',
  relatedId: null,
  read,
  createdAt: '2026-05-01T12:00:00.000Z',
  streamId: `${n}.0`,
});

/** A stand-in for the browser's EventSource: the test says what the server sends. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, (message: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    this.closed = true;
  }
  send(data: Notification) {
    this.listeners.get('notification')?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('the notification bell', () => {
  it('shows the unread count, adds what the stream sends, and marks all read', async () => {
    let list = { data: [notification(2), notification(1, true)], unread: 1 };
    const calls: string[] = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const call = `${init?.method ?? 'GET'} ${String(input)}`;
        calls.push(call);
        if (call === 'GET /api/notifications') return json(list);
        if (call === 'POST /api/notifications/read-all') {
          list = { data: list.data.map((n) => ({ ...n, read: true })), unread: 0 };
          return json({ message: 'All marked as read', unread: 0 });
        }
        return json({ message: 'Not found' }, 404);
      }),
    );
    render(<NotificationBell />);
    // The list's fetch and first render: a busy machine has taken over the default 1 s.
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 1 unread' },
      { timeout: 5_000 },
    );
    // The stream starts after the newest the list holds.
    await waitFor(() =>
      expect(FakeEventSource.opened.map((s) => s.url)).toEqual([
        '/api/notifications/stream?after=2.0',
      ]),
    );

    const arrived = notification(3);
    list = { data: [arrived, ...list.data], unread: 2 };
    act(() => FakeEventSource.opened[0]?.send(arrived));
    act(() => FakeEventSource.opened[0]?.send(arrived));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBe(bell);

    await userEvent.click(bell);
    expect(await screen.findByRole('button', { name: 'Unread: Title 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Title 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/notifications/read-all');
    // Still the one stream: a list that changes does not reopen it.
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('says 99+ past 99', () => {
    expect([countLabel(5), countLabel(99), countLabel(100)]).toEqual(['5', '99', '99+']);
  });
});
