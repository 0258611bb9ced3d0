import type { DataRouter } from 'react-router-dom';
import type { PageAnswers } from '@/lib/page-answers';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The site; `answers` are those the server rendered the page with (lib/page-answers.tsx). */
export function App({ router, answers }: { router: DataRouter; answers?: PageAnswers }) {
  return (
    <AppProvider answers={answers}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
