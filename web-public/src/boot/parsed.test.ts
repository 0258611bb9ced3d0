import { describe, expect, it } from 'vitest';
import { parsed } from './parsed';

/** A document still being parsed, whose parser can be told to finish. */
function loadingDocument() {
  const target = new EventTarget();
  const document = Object.assign(target, { readyState: 'loading' }) as unknown as Document;
  const finish = () => {
    Object.assign(document, { readyState: 'interactive' });
    target.dispatchEvent(new Event('DOMContentLoaded'));
  };
  return { document, finish };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('parsed', () => {
  it('waits for the parser to finish a page still loading', async () => {
    const { document, finish } = loadingDocument();
    const whenParsed = parsed(document);
    expect(await settled(whenParsed)).toBe(false);
    finish();
    expect(await settled(whenParsed)).toBe(true);
  });

  it('goes on at once when the page is parsed already', async () => {
    expect(await settled(parsed(window.document))).toBe(true);
  });
});
