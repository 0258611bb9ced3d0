import { Alert, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconThumbUp } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { MyNomination } from '@/features/youscout/api/get-my-nominations';
import classes from './my-nominations.module.css';
import { StatusBadge } from './status-badge';
import { WithdrawButton } from './withdraw-button';

const submittedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** One of the nominator's nominations: its status, its votes and comments, and what they may do. */
export function MyNominationCard({ nomination }: { nomination: MyNomination }) {
  const { id, name, status, isPublic, communityVotes, commentCount } = nomination;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div className={classes.title}>
            <Text fw={700} size="lg" className={classes.name}>
              {name}
            </Text>
            <Text size="sm" className={classes.meta}>
              Submitted {submittedOn(nomination.createdAt)}
            </Text>
          </div>
          <StatusBadge status={status} />
        </Group>
        <Group gap="lg" className={classes.meta}>
          <Group gap={6} wrap="nowrap">
            <IconThumbUp size={18} aria-hidden />
            <Text size="sm">{plural(communityVotes, 'community vote')}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMessageCircle size={18} aria-hidden />
            <Text size="sm">{plural(commentCount, 'comment')}</Text>
          </Group>
        </Group>
        {status === 'rejected' && nomination.rejectionReason && (
          <Alert color="red" variant="light" title="Why it was not approved">
            {nomination.rejectionReason}
          </Alert>
        )}
        {status === 'pending' && (
          <Text size="sm" className={classes.meta}>
            Waiting for staff review.
          </Text>
        )}
        {(isPublic || nomination.allowedTransitions.includes('withdraw')) && (
          <Group gap="sm">
            {isPublic && (
              <Anchor component={Link} to={`/you-scout/nomination/${id}`} fw={600}>
                View public page
              </Anchor>
            )}
            {nomination.allowedTransitions.includes('withdraw') && (
              <WithdrawButton nominationId={id} athlete={name} />
            )}
          </Group>
        )}
        {!isPublic && (status === 'approved' || status === 'featured') && (
          <Text size="sm" className={classes.meta}>
            Approved, and waiting for a parent or guardian to confirm by email before it is shown
            publicly.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
