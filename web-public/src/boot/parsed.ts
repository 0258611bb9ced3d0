/**
 * Resolves once the page's markup is all parsed. The loader is an async script and may run
 * before that: the app must not start on half of the markup, nor the loader look for the
 * head's image preloads before the parser has reached them.
 */
export function parsed(document: Document): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}
