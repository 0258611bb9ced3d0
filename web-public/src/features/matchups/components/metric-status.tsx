import { Badge, Stack, Text } from '@mantine/core';
import type { MetricAnswer } from '@server/matchups/schemas';
import { evidenceText, shortDate, statusLabel } from '@/features/matchups/utils/metrics';

const COLOR = { self_reported: 'gray', verified: 'teal', rejected: 'red' } as const;

/** A value's provenance: Self-reported, Verified (by whom, when, on what) or Rejected (why). */
export function MetricStatus({ value }: { value: MetricAnswer }) {
  const badge = (
    <Badge color={COLOR[value.status]} variant={value.status === 'verified' ? 'filled' : 'light'}>
      {statusLabel(value.status)}
    </Badge>
  );
  if (value.status === 'self_reported')
    return (
      <Stack gap={2}>
        {badge}
        <Text size="xs" c="gray.7">
          Recorded by {value.recordedBy}; not verified yet
        </Text>
      </Stack>
    );
  const who = value.decidedBy
    ? `${value.decidedBy}${value.decidedByRole === 'staff' ? ' (staff)' : value.decidedByRole === 'coach' ? ' (verified coach)' : ''}`
    : 'staff';
  const when = value.decidedAt ? ` on ${shortDate(value.decidedAt)}` : '';
  return (
    <Stack gap={2}>
      {badge}
      {value.status === 'verified' ? (
        <>
          <Text size="xs" c="gray.7">
            Verified by {who}
            {when}
          </Text>
          {value.evidence && (
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              Evidence: {evidenceText(value.evidence)}
            </Text>
          )}
        </>
      ) : (
        <Text size="xs" c="gray.7">
          Rejected by {who}
          {when}: {value.rejectionReason ?? 'no reason given'}
        </Text>
      )}
    </Stack>
  );
}
