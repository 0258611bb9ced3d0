import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { json, mockApi } from '@/test-utils/mock-api';
import { useMailedLink, useMailedLinkAction } from './mailed-link';

const LINKS = '/api/links';
const token = 'a token';
const READ = `GET ${LINKS}?token=${encodeURIComponent(token)}`;

afterEach(() => vi.unstubAllGlobals());

/** The link read, then acted on; answers how often the link was read. */
async function readsAfterActing(afterwards: 'reread' | 'spent') {
  const fetchMock = mockApi({
    [READ]: () => json({ status: 'open' }),
    [`POST ${LINKS}/act`]: () => json({ message: 'Done' }),
  });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({
      link: useMailedLink<{ status: string }>(LINKS, token),
      act: useMailedLinkAction<{ message: string }>(LINKS, token, {
        post: `${LINKS}/act`,
        afterwards,
      }),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.link.isSuccess).toBe(true));
  await act(() => result.current.act.mutateAsync());
  const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ token });
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length;
}

describe('a mailed link acted on', () => {
  it('is read again once the answer is in when its description says what changed', async () => {
    expect(await readsAfterActing('reread')).toBe(2);
  });

  it('is not read again once spent', async () => {
    expect(await readsAfterActing('spent')).toBe(1);
  });
});
