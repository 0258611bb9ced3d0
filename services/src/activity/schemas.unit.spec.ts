import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/http/validate';
import { activityQuerySchema } from './schemas';

function errorsOf(query: unknown): Record<string, string> {
  const result = activityQuerySchema.safeParse(query);
  if (result.success) throw new Error('expected the query to be refused');
  return fieldErrors(result.error);
}

describe('activityQuerySchema', () => {
  it('defaults to the first page of 20', () => {
    expect(activityQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('reads page and pageSize from the query text', () => {
    expect(activityQuerySchema.parse({ page: '3', pageSize: '100' })).toEqual({
      page: 3,
      pageSize: 100,
    });
  });

  it.each([['0'], ['-1'], ['1.5'], ['two'], [['1', '2']]])('refuses page %j', (page) => {
    expect(errorsOf({ page })).toEqual({ page: 'page must be a whole number, 1 or more' });
  });

  it.each([['0'], ['101'], ['ten']])('refuses pageSize %j', (pageSize) => {
    expect(errorsOf({ pageSize })).toEqual({
      pageSize: 'pageSize must be a whole number from 1 to 100',
    });
  });

  it('refuses unknown parameters', () => {
    expect(errorsOf({ limit: '5' })).toEqual({ limit: 'Unknown field' });
  });
});
