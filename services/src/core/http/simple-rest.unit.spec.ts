import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../errors';
import { idsFilter, parseListQuery } from './simple-rest';

const options = { sortable: ['id', 'lastName'], defaultSort: ['id', 'asc'] as ['id', 'asc'] };

describe('parseListQuery', () => {
  it('reads the simple-rest sort, range and filter', () => {
    expect(
      parseListQuery(
        { sort: '["lastName","DESC"]', range: '[10,19]', filter: '{"q":"smith"}' },
        options,
      ),
    ).toEqual({
      sort: { field: 'lastName', order: 'desc' },
      offset: 10,
      limit: 10,
      filter: { q: 'smith' },
    });
  });

  it('defaults to the first 25 rows in the default order', () => {
    expect(parseListQuery({}, options)).toEqual({
      sort: { field: 'id', order: 'asc' },
      offset: 0,
      limit: 25,
      filter: {},
    });
  });

  it.each([
    [{ sort: 'lastName' }, 'sort'],
    [{ sort: '["password","ASC"]' }, 'sort'],
    [{ range: '[5,1]' }, 'range'],
    [{ range: '{"a":1}' }, 'range'],
    [{ filter: '[1,2]' }, 'filter'],
    [{ filter: '{broken' }, 'filter'],
  ])('refuses %j with a message for %s', (query, field) => {
    try {
      parseListQuery(query, options);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationFailed);
      expect((error as ValidationFailed).errors?.[field]).toEqual(expect.any(String));
    }
  });

  it('caps a page at 500 rows', () => {
    expect(parseListQuery({ range: '[0,100000]' }, options).limit).toBe(500);
  });
});

describe('idsFilter', () => {
  it('reads getMany ids as a list, a single id too', () => {
    expect(idsFilter({ id: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(idsFilter({ id: 'a' })).toEqual(['a']);
    expect(idsFilter({ q: 'x' })).toBeUndefined();
  });
});
