import { notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGES, spellingsOf } from '@/app/route-table';
import { ACCESS_DENIED, AdminRoute } from '@/lib/admin-route';
import { BACK_OFFICE_YOUSCOUT, backOffice } from '@/lib/back-office';
import { userWithRole } from '@/test-utils/mock-api';
import { render, screen, waitFor } from '@/test-utils/render';
import { Component as BackOfficeRedirect } from './you-scout-back-office';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The four old addresses of the public site's staff panel (document 2 §2). */
const OLD_PATHS = ['/you-scout/admin', '/you-scout/actual-admin'].flatMap(spellingsOf);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A path as the router builds it (router.tsx): the admin guard in front of the page. */
const renderAt = (path: string) =>
  render(
    <Routes>
      <Route
        path={path}
        element={
          <AdminRoute>
            <BackOfficeRedirect />
          </AdminRoute>
        }
      />
      <Route path="/" element={<Where />} />
    </Routes>,
    { route: path },
  );

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  notifications.clean();
  open = vi.spyOn(backOffice, 'open').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the public site's old staff addresses", () => {
  it('are the four of document 2, every one behind the admin guard', () => {
    expect(OLD_PATHS).toEqual([
      '/you-scout/admin',
      '/youscout/admin',
      '/you-scout/actual-admin',
      '/youscout/actual-admin',
    ]);
    expect(PAGES['/you-scout/admin']).toMatchObject({ admin: true });
    expect(PAGES['/you-scout/actual-admin']).toMatchObject({ admin: true });
  });

  it.each(OLD_PATHS)('%s sends an admin the server confirms to the back office', async (path) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/user'
          ? json(200, userWithRole('admin'))
          : json(200, { isAdmin: true }),
      ),
    );
    renderAt(path);
    await waitFor(() => expect(open).toHaveBeenCalledWith(BACK_OFFICE_YOUSCOUT));
    expect(BACK_OFFICE_YOUSCOUT).toMatch(/^\/admin\/you-scout\/nominations\?/);
    expect(screen.getByRole('status', { name: 'Opening the back office' })).toBeInTheDocument();
  });

  it.each(OLD_PATHS)('%s refuses a signed-in non-admin: Access Denied, then home', async (path) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, userWithRole('fan'))),
    );
    renderAt(path);
    expect(await screen.findByText(ACCESS_DENIED.notAdmin)).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(open).not.toHaveBeenCalled();
  });
});
