import { Badge, Stack, Text } from '@mantine/core';
import type { MetricAnswer } from '@server/matchups/schemas';
import { evidenceText, shortDate, statusLabel } from '@/features/matchups/utils/metrics';

// teal.9 under white text: the theme's filled shade (8) reads 3.9:1, short of 4.5:1.
const COLOR = { self_reported: 'gray', verified: 'teal.9', rejected: 'red' } as const;

/**
 * Who recorded a value, in words: the server gives an account's id (to the athlete's own account
 * and to verifiers; nobody else gets one), never a name to show.
 */
const recorder = (value: MetricAnswer) =>
  value.recordedBy === null
    ? 'Not verified yet'
    : value.recordedBy === value.athleteId
      ? 'Recorded by the athlete; not verified yet'
      : 'Recorded by a parent or guardian; not verified yet';
const DECIDER = { staff: 'staff', coach: 'a verified coach', unknown: 'staff' } as const;

/** A value's provenance: Self-reported, Verified (by whom, when, on what) or Rejected (why). */
export function MetricStatus({ value }: { value: MetricAnswer }) {
  const badge = (
    // As wide as its word: in a narrow table cell it was cut to "SELF-REP...".
    <Badge
      color={COLOR[value.status]}
      variant={value.status === 'verified' ? 'filled' : 'light'}
      miw="max-content"
    >
      {statusLabel(value.status)}
    </Badge>
  );
  if (value.status === 'self_reported')
    return (
      <Stack gap={2}>
        {badge}
        <Text size="xs" c="gray.7">
          {recorder(value)}
        </Text>
      </Stack>
    );
  const who = DECIDER[value.decidedByRole ?? 'unknown'];
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
