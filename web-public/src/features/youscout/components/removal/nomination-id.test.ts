import { describe, expect, it } from 'vitest';
import { nominationIdFrom } from './nomination-id';

const id = '3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b';

describe('the nomination a person names', () => {
  it('is its id, or the id in its page address', () => {
    expect(nominationIdFrom(id)).toBe(id);
    expect(nominationIdFrom(`  ${id.toUpperCase()} `)).toBe(id);
    expect(nominationIdFrom(`https://nola.example/you-scout/nomination/${id}`)).toBe(id);
    expect(nominationIdFrom(`https://nola.example/youscout/nomination/${id}?from=mail`)).toBe(id);
  });

  it('is none when the text holds no id', () => {
    expect(nominationIdFrom('')).toBeUndefined();
    expect(nominationIdFrom('https://nola.example/you-scout/nomination/42')).toBeUndefined();
    expect(nominationIdFrom('3f2b8c1e-9a4d-4e5f-8b6a')).toBeUndefined();
  });
});
