import { describe, expect, it } from 'vitest';
import { StoreUnavailable } from '../../../services/src/core/event-store/event-store';
import { isTransient } from './failures';

const pgError = (code: string) => Object.assign(new Error(`error ${code}`), { code });

describe('which errors a projector retries', () => {
  it('retries what passes: serialization, deadlock, a lost connection, an unavailable store', () => {
    expect(isTransient(pgError('40001'))).toBe(true);
    expect(isTransient(pgError('40P01'))).toBe(true);
    expect(isTransient(pgError('08006'))).toBe(true);
    expect(isTransient(new Error('wrapped', { cause: pgError('57014') }))).toBe(true);
    expect(isTransient(new StoreUnavailable('no leader'))).toBe(true);
  });

  it('stops at once on an error that will repeat: a broken handler, a constraint', () => {
    expect(isTransient(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isTransient(pgError('23505'))).toBe(false);
  });
});
