import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import type { VerificationStatus } from '@/features/profiles/types';
import { VERIFICATION_BADGES } from '@/features/profiles/utils/profile-display';

const ICONS = {
  verified: IconCircleCheck,
  pending: IconClock,
  rejected: IconAlertTriangle,
} as const;

/** A coach's verification status (document 2 §4); shown for coaches only. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const { label, color, text } = VERIFICATION_BADGES[status];
  const Icon = ICONS[status];
  return (
    <Badge
      color={color}
      c={text}
      variant="light"
      size="lg"
      leftSection={<Icon size={14} aria-hidden />}
      data-status={status}
    >
      {label}
    </Badge>
  );
}
