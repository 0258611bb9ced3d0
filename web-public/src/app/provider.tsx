import '@fontsource-variable/inter';
import '@fontsource/oswald/500.css';
import '@fontsource/oswald/600.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { theme } from '@/theme';

const NOTIFICATION_REGION_ID = 'notifications';

/** F8 moves focus to the notification region (document 1 §9). */
function NotificationRegion() {
  useHotkeys([['F8', () => document.getElementById(NOTIFICATION_REGION_ID)?.focus()]]);
  return (
    <Notifications
      id={NOTIFICATION_REGION_ID}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      limit={1}
      position="top-right"
      autoClose={5000}
      maw={420}
    />
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NotificationRegion />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
