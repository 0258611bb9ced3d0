import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { type PageAnswers, pageAnswersBlock } from './lib/page-answers';
import { fillSlots } from './page-slots';

/**
 * The markup of a page's first screen at `url` (a path, and its query): what a signed-out
 * visitor's browser renders before any answer from the API, or with `answers` when the server
 * has them (lib/page-answers.tsx), so the browser can hydrate it as it stands. The build writes
 * it into the prerendered pages (build-tools/prerender.ts).
 */
export async function renderPage(url: string, answers?: PageAnswers): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} redirects; nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider answers={answers}>
        {/* No inline hydration script: the page has no loader data, and the CSP forbids it. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // Every boundary inline, however long the page: React would otherwise send a long page's
    // later boundaries apart, to be swapped in by inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * A whole page rendered when it is asked for (services/src/core/http/live-pages.ts): the
 * route's empty page (`template`, kept by the build) with the first screen at `url` rendered
 * with `answersJson`, the API's answers by path, which the page carries for the browser at the
 * end of its body: in the head, their 20 KB came before the stylesheets and fonts the first
 * paint waits for.
 */
export async function renderDocument(
  template: string,
  url: string,
  answersJson: string,
): Promise<string> {
  const answers = JSON.parse(answersJson) as PageAnswers;
  const page = fillSlots(template, await renderPage(url, answers));
  if (!page.includes('</body>')) throw new Error('the page has no </body> to carry its answers');
  return page.replace('</body>', () => `${pageAnswersBlock(answersJson)}</body>`);
}
