import { describe, expect, it } from 'vitest';
import { pageAnswersBlock, readPageAnswers } from '@/lib/page-answers';

const pageWith = (head: string) =>
  new DOMParser().parseFromString(`<html><head>${head}</head><body></body></html>`, 'text/html');

describe('the answers a page was rendered with', () => {
  it('come back from its head as the server wrote them, a name that closes the block included', () => {
    const answers = { '/api/shop/products': [{ name: 'Cap </script><script>alert(1)</script>' }] };
    const doc = pageWith(pageAnswersBlock(JSON.stringify(answers)));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readPageAnswers(doc)).toEqual(answers);
  });

  it('are none on a page without them, or with a block that is not an object of answers', () => {
    expect(readPageAnswers(pageWith(''))).toEqual({});
    expect(readPageAnswers(pageWith(pageAnswersBlock('{"unclosed"')))).toEqual({});
    expect(readPageAnswers(pageWith(pageAnswersBlock('[1, 2]')))).toEqual({});
  });
});
