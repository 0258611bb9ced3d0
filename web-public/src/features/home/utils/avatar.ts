/** The initials avatar of a testimonial: up to two letters, first and last name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export type AvatarTheme = { name: 'navy' | 'red' | 'gold'; background: string; color: string };

/** Three themes, each with text that stays readable on its background. */
export const AVATAR_THEMES: readonly [AvatarTheme, AvatarTheme, AvatarTheme] = [
  { name: 'navy', background: '#0b1d33', color: '#ffffff' },
  { name: 'red', background: '#c91a25', color: '#ffffff' },
  { name: 'gold', background: '#f2b705', color: '#0b1d33' },
];

/** Document 1 §2: the avatar's colour theme is chosen by the testimonial id modulo 3. */
export function avatarThemeFor(id: number): AvatarTheme {
  const slot = ((Math.trunc(id) % 3) + 3) % 3;
  return AVATAR_THEMES[slot as 0 | 1 | 2];
}
