import type { DataRouter } from 'react-router-dom';
import { useAnnounceHydrated } from '@/lib/hydration';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ router }: { router: DataRouter }) {
  useAnnounceHydrated();
  return (
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  );
}
