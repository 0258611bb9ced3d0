import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../errors';
import { containsPattern, idsFilter, parseListQuery } from './simple-rest';

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
  const a = '8f14e45f-ceea-467f-a0e6-1b2c3d4e5f60';
  const b = '1679091c-5a88-4faf-8fb9-9a8b7c6d5e4f';

  it('reads getMany ids as a list, a single id too', () => {
    expect(idsFilter({ id: [a, b] })).toEqual([a, b]);
    expect(idsFilter({ id: a })).toEqual([a]);
    expect(idsFilter({ q: 'x' })).toBeUndefined();
  });

  it('drops what is not a UUID: such an id names nothing', () => {
    expect(idsFilter({ id: [a, 'nope', 42, "1' or '1'='1"] })).toEqual([a]);
  });
});

describe('containsPattern', () => {
  it('matches anywhere and takes % and _ literally', () => {
    expect(containsPattern('smith')).toBe('%smith%');
    expect(containsPattern('100%_x\\')).toBe('%100\\%\\_x\\\\%');
  });
});
