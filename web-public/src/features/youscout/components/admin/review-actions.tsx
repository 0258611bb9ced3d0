import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useAdminAction } from '@/features/youscout/api/admin-list';
import { type AdminNomination, NOMINATIONS_PATH } from '@/features/youscout/api/admin-nominations';
import { TONES } from './admin-format';
import { ReasonModal } from './reason-modal';

const REVIEWS = {
  // White on Mantine's green reads 2.3:1; on this one 6:1.
  approve: { label: 'Approve', color: TONES.green, failure: 'Could not approve' },
  feature: { label: 'Feature', color: 'grape', failure: 'Could not feature' },
  archive: { label: 'Archive', color: 'gray', failure: 'Could not archive' },
} as const;

/** The review moves the status allows now (allowedTransitions), and nothing else. */
export function ReviewActions({ nomination }: { nomination: AdminNomination }) {
  const { run, pending } = useAdminAction();
  const [rejecting, setRejecting] = useState(false);
  const name = `${nomination.firstName} ${nomination.lastName}`;
  const path = (move: string) => `${NOMINATIONS_PATH}/${nomination.id}/${move}`;
  const moves = nomination.allowedTransitions;

  return (
    <Group gap="xs">
      {moves.map((move) => {
        if (move === 'withdraw') return null; // the nominator's, not staff's
        if (move === 'reject') {
          return (
            <Button
              key={move}
              size="xs"
              color="red"
              variant="light"
              disabled={pending}
              onClick={() => setRejecting(true)}
              aria-label={`Reject ${name}`}
            >
              Reject
            </Button>
          );
        }
        const review = REVIEWS[move];
        return (
          <Button
            key={move}
            size="xs"
            color={review.color}
            variant={move === 'approve' ? 'filled' : 'light'}
            disabled={pending}
            onClick={() => run({ path: path(move), failure: review.failure })}
            aria-label={`${review.label} ${name}`}
          >
            {review.label}
          </Button>
        );
      })}
      <ReasonModal
        opened={rejecting}
        title={`Reject ${name}`}
        description="The reason is shown to the nominator on their My nominations page."
        submitLabel="Reject nomination"
        color="red"
        onClose={() => setRejecting(false)}
        onSubmit={(reason) =>
          run({ path: path('reject'), body: { reason }, failure: 'Could not reject' })
        }
      />
    </Group>
  );
}
