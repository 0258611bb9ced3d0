import { useEffect } from 'react';
import type { DataRouter } from 'react-router-dom';
import { HYDRATED_EVENT } from '@/page-modules';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** Tells a prerendered page's loader (src/boot.ts) that the app now answers the page's taps. */
function useAnnounceHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}

export function App({ router }: { router: DataRouter }) {
  useAnnounceHydrated();
  return (
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  );
}
