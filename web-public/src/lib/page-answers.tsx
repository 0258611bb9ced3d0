import { createContext, type ReactNode, useContext } from 'react';

/**
 * The API's answers a page was rendered with on the server (services/src/core/http/
 * live-pages.ts), by the path of the call (`/api/shop/products`): the page's first screen shows
 * them, and the browser's first render takes them from here instead of asking again, so React
 * adopts the server's markup as it stands.
 */
export type PageAnswers = Readonly<Record<string, unknown>>;

/** The data block that carries them: JSON the browser never runs, so the CSP allows it. */
export const PAGE_ANSWERS_ID = 'page-answers';

const NONE: PageAnswers = {};
const Answers = createContext<PageAnswers>(NONE);

export function PageAnswersProvider({
  answers,
  children,
}: {
  answers: PageAnswers | undefined;
  children: ReactNode;
}) {
  return <Answers.Provider value={answers ?? NONE}>{children}</Answers.Provider>;
}

/** The answer the page came with for a call, if it came with one. */
export function usePageAnswer<T>(apiPath: string): T | undefined {
  return useContext(Answers)[apiPath] as T | undefined;
}

/**
 * The block for the page (src/entry-server.tsx puts it at the end of the body). Every `<` is
 * written as `\u003c`, so no answer's text (a product's name, say) can close the block or open a
 * tag, and JSON.parse reads it back as it was.
 */
export function pageAnswersBlock(answersJson: string): string {
  const escaped = answersJson.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_ANSWERS_ID}">${escaped}</script>`;
}

/** The answers the page carries (none, or unreadable: the page then asks the API as usual). */
export function readPageAnswers(doc: Document = document): PageAnswers {
  const text = doc.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!text) return NONE;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as PageAnswers)
      : NONE;
  } catch {
    return NONE;
  }
}
