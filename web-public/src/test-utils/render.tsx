import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
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

export * from '@testing-library/react';
