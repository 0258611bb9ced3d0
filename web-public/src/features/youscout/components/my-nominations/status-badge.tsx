import { Badge } from '@mantine/core';
import type { NominationStatus } from '@server/youscout/constants';

/** Each status's words and colour, as the nominator reads them. */
const STATUS_LOOK: Record<NominationStatus, { label: string; color: string }> = {
  pending: { label: 'Pending review', color: 'yellow.8' },
  approved: { label: 'Approved', color: 'green.8' },
  featured: { label: 'Featured', color: 'grape.8' },
  rejected: { label: 'Not approved', color: 'red.8' },
  archived: { label: 'Archived', color: 'gray.7' },
  withdrawn: { label: 'Withdrawn', color: 'gray.7' },
  removed: { label: 'Removed', color: 'dark.6' },
};

export function StatusBadge({ status }: { status: NominationStatus }) {
  const { label, color } = STATUS_LOOK[status];
  return (
    <Badge color={color} variant="filled" radius="sm">
      {label}
    </Badge>
  );
}
