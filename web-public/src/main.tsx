import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app/router';
import { readPageAnswers } from './lib/page-answers';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

void createAppRouter().then((router) => {
  const app = (
    <StrictMode>
      <App router={router} answers={readPageAnswers()} />
    </StrictMode>
  );
  // A path that is not prerendered gets the bare page and renders from scratch.
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // The route pages arrive with their first screen prerendered (build-tools/prerender.ts):
  // React adopts that markup, as a transition, so in slices that leave the page responsive
  // rather than in one long task. It keeps what the visitor typed meanwhile (it does not write
  // a field's value while hydrating), and replays a tap or a send made while it hydrates.
  startTransition(() => void hydrateRoot(container, app));
});
