import { describe, expect, it } from 'vitest';
import { decideRegister } from './decide';
import { UsernameImitatesStaff } from './errors';
import { usernameSkeleton } from './reserved-usernames';
import { initialUser } from './user';

describe('usernameSkeleton', () => {
  it('folds case, separators, punctuation, look-alike letters and trailing digits', () => {
    const staff = usernameSkeleton('secadmin');
    for (const name of [
      'secadmin.',
      'SEC.ADMIN',
      'sec_admin-',
      'SecAdm1n',
      '5ecadmin',
      'secadrnin',
      'secadmin42',
      '\u0455\u0435\u0441\u0430dmin', // Cyrillic ѕ, е, с, а
      'ｓｅｃａｄｍｉｎ', // fullwidth
      'sécadmín',
    ]) {
      expect(usernameSkeleton(name), name).toBe(staff);
    }
    expect(usernameSkeleton('b0b')).toBe(usernameSkeleton('bob'));
    expect(usernameSkeleton('paula')).toBe(usernameSkeleton('pau1a'));
  });

  it('keeps names apart that do not look alike', () => {
    const staff = usernameSkeleton('secadmin');
    for (const name of ['secadmins', 'secretary', 'seadmin', 'admin']) {
      expect(usernameSkeleton(name), name).not.toBe(staff);
    }
  });
});

describe('decideRegister with staff names', () => {
  const command = (username: string, allowAdmin?: boolean) => ({
    type: 'RegisterUser' as const,
    userId: 'u1',
    username,
    email: null,
    role: allowAdmin ? ('admin' as const) : ('fan' as const),
    passwordHash: 'x',
    allowAdmin,
    staffSkeletons: new Set([usernameSkeleton('secadmin')]),
    now: new Date('2026-01-01T00:00:00Z'),
  });

  it('refuses a member name whose skeleton is a staff one', () => {
    expect(() => decideRegister(command('Sec.Adm1n'), initialUser)).toThrow(UsernameImitatesStaff);
    expect(decideRegister(command('secretary'), initialUser)).toHaveLength(1);
  });

  it("leaves the operator's create-admin path alone", () => {
    expect(decideRegister(command('sec.admin', true), initialUser)).toHaveLength(1);
  });
});
