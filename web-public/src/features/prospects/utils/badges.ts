import type { MantineColor } from '@mantine/core';

export type BoardBadge = {
  label: string;
  color: MantineColor;
  variant: 'filled' | 'light' | 'outline';
};

/**
 * Document 1 §9: the official badge by rank. A prospect pushed off the 100 has no rank, and
 * calling them "Top 100" would be untrue, so they read as Unranked.
 */
export function officialBadge(rank: number | null | undefined): BoardBadge {
  if (rank == null) return { label: 'Unranked', color: 'gray', variant: 'outline' };
  if (rank <= 10) return { label: 'Elite', color: 'red.8', variant: 'filled' };
  if (rank <= 25) return { label: 'Top 25', color: 'navy', variant: 'filled' };
  if (rank <= 50) return { label: 'Top 50', color: 'navy', variant: 'light' };
  return { label: 'Top 100', color: 'gray', variant: 'light' };
}

/** Document 1 §9: the community badge by zero-based place in the community order. */
export function communityBadge(position: number): BoardBadge {
  if (position < 10) return { label: 'Fan Favorite', color: 'red.8', variant: 'filled' };
  if (position < 25) return { label: 'Community Pick', color: 'navy', variant: 'filled' };
  return { label: 'Rising Star', color: 'teal.9', variant: 'light' };
}
