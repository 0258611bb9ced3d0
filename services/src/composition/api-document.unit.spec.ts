import { describe, expect, it } from 'vitest';
import { API_AREAS } from './api-document';

describe('the API document', () => {
  it('names a schema for every success answer of every call, so the sites can take their types from it', () => {
    const unnamed = API_AREAS.flatMap((area) =>
      area.operations.flatMap((op) =>
        Object.entries(op.responses)
          .filter(([status, answer]) => Number(status) < 300 && typeof answer === 'string')
          .map(([status]) => `${op.method.toUpperCase()} ${op.path} ${status}`),
      ),
    );
    expect(unnamed).toEqual([]);
  });
});
