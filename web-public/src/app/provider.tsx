import '@fontsource-variable/inter';
import '@fontsource/oswald/500.css';
import '@fontsource/oswald/600.css';
import '@/app/mantine-styles';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type PageAnswers, PageAnswersProvider } from '@/lib/page-answers';
import { createQueryClient } from '@/lib/react-query';
import { theme } from '@/theme';

const NOTIFICATION_REGION_ID = 'notifications';

/** Phones: as the header's and the board's own breakpoint. */
const PHONE = '(max-width: 47.99em)';

/**
 * Toasts live in one labelled region that F8 focuses (document 1 §9): one at a time, five
 * seconds, at most 420px wide. They stand at the bottom (right, or across a phone's width),
 * clear of the header's sign-in buttons and avatar, which they hid for their five seconds at
 * the top.
 */
function NotificationRegion() {
  useHotkeys([['F8', () => document.getElementById(NOTIFICATION_REGION_ID)?.focus()]]);
  const isPhone = useMediaQuery(PHONE);
  return (
    <section id={NOTIFICATION_REGION_ID} tabIndex={-1} aria-label="Notifications (F8)">
      <Notifications
        withinPortal={false}
        limit={1}
        position={isPhone ? 'bottom-center' : 'bottom-right'}
        autoClose={5000}
        containerWidth={420}
      />
    </section>
  );
}

/* Mantine's dimmed grey is under 4.5:1 on white; ours keeps secondary text readable. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6670' },
  dark: {},
});

/**
 * Mantine without its static class names (`mantine-Button-root` and the like beside each
 * element's own classes): nothing in the site styles or finds elements by them, and they made
 * the prerendered home page 7 KB longer. `answers` are those the page was rendered with on the
 * server (lib/page-answers.tsx), if it was.
 */
export function AppProvider({ children, answers }: { children: ReactNode; answers?: PageAnswers }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      withStaticClasses={false}
    >
      <QueryClientProvider client={queryClient}>
        <NotificationRegion />
        <PageAnswersProvider answers={answers}>{children}</PageAnswersProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
