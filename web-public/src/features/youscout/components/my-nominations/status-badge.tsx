import { Badge } from '@mantine/core';
import type { NominationStatus } from '@server/youscout/constants';

/**
 * Each status's words and colour, as the nominator reads them. Every pair reads at 4.5:1 or
 * better (axe): Mantine's own greens and yellows under white text do not, so those are darker
 * or carry dark text.
 */
const STATUS_LOOK: Record<NominationStatus, { label: string; color: string }> = {
  pending: { label: 'Pending review', color: 'yellow.4' },
  approved: { label: 'Approved', color: '#1b6e34' },
  featured: { label: 'Featured', color: 'grape.8' },
  rejected: { label: 'Not approved', color: 'red.8' },
  archived: { label: 'Archived', color: 'gray.7' },
  withdrawn: { label: 'Withdrawn', color: 'gray.7' },
  removed: { label: 'Removed', color: 'dark.6' },
};

export function StatusBadge({ status }: { status: NominationStatus }) {
  const { label, color } = STATUS_LOOK[status];
  return (
    <Badge color={color} variant="filled" radius="sm" autoContrast>
      {label}
    </Badge>
  );
}
