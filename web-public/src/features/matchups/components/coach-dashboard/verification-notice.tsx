import { Alert, Anchor, Text } from '@mantine/core';
import { MESSAGES } from '@server/matchups/constants';
import type { ViewerAnswer } from '@server/matchups/schemas';
import { Link } from 'react-router-dom';

const WHY: Record<'pending' | 'rejected' | 'none', string> = {
  pending: 'Your coach verification is pending.',
  rejected: 'Your coach verification was not approved.',
  none: 'Your coach profile is not verified yet.',
};

/**
 * Why an unverified coach cannot verify metrics or see full names and schools, and how to get
 * verified (the server's own message). Nothing for anyone verified, or who is not a coach.
 */
export function VerificationNotice({ viewer }: { viewer: ViewerAnswer }) {
  if (viewer.role !== 'coach' || viewer.verification === 'verified') return null;
  return (
    <Alert color="yellow" title={WHY[viewer.verification ?? 'none']}>
      <Text size="sm">{MESSAGES.notVerifiedCoach}</Text>
      <Text size="sm" mt={4}>
        Until then you can search, watch athletes, keep your pipeline and set alerts; athletes show
        with a first name and last initial.{' '}
        <Anchor component={Link} to="/profile" fw={600}>
          Open your profile
        </Anchor>
      </Text>
    </Alert>
  );
}
