import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@/lib/react-query';
import { theme } from '@/theme';

/** Renders inside the app's providers (Mantine, a fresh query client, a memory router). */
export function render(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...testingLibraryRender(ui, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MantineProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <Notifications />
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>
      ),
    }),
  };
}

/**
 * Renders the pages given, each at its path (the first key is where a test usually starts), and
 * opens `route`: a page under test with stand-ins for where it sends the user.
 */
export function renderRoutes(pages: Record<string, ReactNode>, route: string) {
  return render(
    <Routes>
      {Object.entries(pages).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>,
    { route },
  );
}

export * from '@testing-library/react';
