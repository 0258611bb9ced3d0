import { Badge } from '@mantine/core';
import type { BoardBadge } from '@/features/prospects/utils/badges';

export const ProspectBadge = ({ badge }: { badge: BoardBadge }) => (
  <Badge color={badge.color} variant={badge.variant} radius="sm" style={{ flexShrink: 0 }}>
    {badge.label}
  </Badge>
);
