import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

const list = dictionary['passwords-common'];

describe('common passwords', () => {
  it('refuse the 3,000 most common that are long enough to be accepted, in any case', () => {
    const longEnough = list.filter((password) => password.length >= 6);
    expect(longEnough.slice(0, 3000).filter((password) => !isCommonPassword(password))).toEqual([]);
    expect(isCommonPassword('PassWord')).toBe(true);
    // The next most common one is allowed: the list is a bound, not everything zxcvbn knows.
    expect(isCommonPassword(longEnough[3000] ?? '')).toBe(false);
  });

  it('leave an uncommon password alone', () => {
    expect(isCommonPassword('levee-walk-2026')).toBe(false);
    expect(isCommonPassword('batting-cage')).toBe(false);
  });
});
