import { describe, expect, it } from 'vitest';
import { AVATAR_THEMES, avatarThemeFor, initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names, upper-cased', () => {
    expect(initialsOf('Denise Broussard')).toBe('DB');
    expect(initialsOf('andre de la kilpatrick')).toBe('AK');
  });

  it('takes one letter from a single name and copes with extra spaces', () => {
    expect(initialsOf('  Renee  ')).toBe('R');
    expect(initialsOf('')).toBe('');
  });
});

describe('avatarThemeFor', () => {
  it('chooses the theme by id modulo 3', () => {
    expect(avatarThemeFor(3)).toBe(AVATAR_THEMES[0]);
    expect(avatarThemeFor(1)).toBe(AVATAR_THEMES[1]);
    expect(avatarThemeFor(2)).toBe(AVATAR_THEMES[2]);
    expect(avatarThemeFor(4)).toBe(AVATAR_THEMES[1]);
  });

  it('gives the same three themes for negative ids', () => {
    expect(avatarThemeFor(-1)).toBe(AVATAR_THEMES[2]);
  });
});
