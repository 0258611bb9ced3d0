import type { DataRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export const App = ({ router }: { router: DataRouter }) => (
  <AppProvider>
    <AppRouter router={router} />
  </AppProvider>
);
