import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchValues } from './search-values';

const valuesAt = (route: string) =>
  renderHook(useSearchValues, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    ),
  }).result.current;

describe("the address's query by name", () => {
  it('gives each value decoded, and nothing for a name it does not have', () => {
    const values = valuesAt('/removal?token=a%2Bb&nomination=');
    expect(values).toEqual({ token: 'a+b', nomination: '' });
    expect(values.athlete).toBeUndefined();
  });

  it('gives the first of a name given twice', () => {
    expect(valuesAt('/card-check?athlete=1&athlete=2').athlete).toBe('1');
  });
});
