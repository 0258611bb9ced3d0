import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { leaderboardClasses } from '@/components/leaderboard/leaderboard-classes';
import { badgeIconOf } from '@/components/ui/badge-icon/badge-icon';
import { VideoEmbed } from '@/components/ui/video-embed/video-embed';
import { useNomination } from '@/features/youscout/api/get-nomination';
import { CommentsSection } from '@/features/youscout/components/comments-section';
import { NominationVoteButton } from '@/features/youscout/components/nomination-vote-button';
import { heroClasses, ScoutHero } from '@/features/youscout/components/scout-hero';
import { ScoutError, ScoutSkeleton } from '@/features/youscout/components/scout-states';
import type { Nomination, Nominator } from '@/features/youscout/types';
import { athleteFacts } from '@/features/youscout/utils/display';
import { votesLine } from '@/features/youscout/utils/messages';
import { useScoutPaths } from '@/features/youscout/utils/paths';
import { videoLinkOf } from '@/features/youscout/utils/video';
import { ApiError, serverMessageOf } from '@/lib/api-client';
import classes from './scout.module.css';

/** A nomination the caller may not see (not public, or no such one): the API's 404. */
export function NominationNotFound() {
  const paths = useScoutPaths();
  return (
    <Center mih="60vh" p="md">
      <Card withBorder shadow="sm" padding="xl" radius="lg" maw={480} w="100%">
        <Group gap="sm" mb="md" wrap="nowrap">
          <IconAlertCircle size={32} color="var(--mantine-color-red-7)" aria-hidden />
          <Title order={1} size="h2">
            Nomination not found
          </Title>
        </Group>
        <Text c="dimmed" mb="lg">
          This nomination does not exist, or it is not public: it may be waiting for review, or it
          was withdrawn or removed.
        </Text>
        <Button component={Link} to={paths.leaderboard} color="navy">
          See the leaderboard
        </Button>
      </Card>
    </Center>
  );
}

/**
 * The nominator's badges: dark amber on its own 10% tint (about 6:1). A theme colour with a shade
 * (`yellow.9`) in Mantine's light variant paints the shade itself as the ground, under a label of
 * the same orange: a solid bar (issue 36).
 */
export const NOMINATOR_BADGE_TONE = '#8a5a00';

function NominatorCard({ nominator }: { nominator: Nominator }) {
  return (
    <Paper component="section" aria-labelledby="nominator-title" withBorder radius="md" p="lg">
      <Title id="nominator-title" order={2} size="h4" mb="xs">
        Nominated by
      </Title>
      <Text fw={700}>{nominator.username}</Text>
      {nominator.badges.length > 0 && (
        <Group gap={6} mt="xs" aria-label={`${nominator.username}'s badges`} role="list">
          {nominator.badges.map((badge) => {
            const Icon = badgeIconOf(badge.icon);
            return (
              <Tooltip key={badge.id} label={badge.description || badge.name}>
                <Badge
                  role="listitem"
                  variant="light"
                  color={NOMINATOR_BADGE_TONE}
                  leftSection={
                    <ThemeIcon
                      size="xs"
                      variant="transparent"
                      color={NOMINATOR_BADGE_TONE}
                      aria-hidden
                    >
                      <Icon size={12} />
                    </ThemeIcon>
                  }
                >
                  {badge.name}
                </Badge>
              </Tooltip>
            );
          })}
        </Group>
      )}
    </Paper>
  );
}

function NominationView({ nomination }: { nomination: Nomination }) {
  const paths = useScoutPaths();
  const { athlete } = nomination;
  const video = videoLinkOf(athlete.video);
  const unlisted = !nomination.isPublic;
  return (
    <>
      <ScoutHero id="nomination-title" title={athlete.name}>
        <Text className={heroClasses.lead}>{athleteFacts(athlete)}</Text>
        {athlete.school && (
          <Text className={heroClasses.facts} mt="xs">
            {athlete.school}
          </Text>
        )}
      </ScoutHero>
      <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
        <Anchor
          component={Link}
          to={paths.leaderboard}
          size="sm"
          mb="md"
          display="inline-flex"
          style={{ alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft size={16} aria-hidden /> Back to the leaderboard
        </Anchor>
        {unlisted && (
          <Text size="sm" c="orange.9" mb="md" role="note">
            Only you and our staff can see this nomination: it is {nomination.status}.
          </Text>
        )}
        <Grid gap="lg">
          {/* On phones the votes come first, under the athlete's name; beside the rest from md. */}
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <Paper
                component="section"
                aria-labelledby="performance-title"
                withBorder
                radius="md"
                p="lg"
              >
                <Title id="performance-title" order={2} size="h3" mb="sm">
                  The performance
                </Title>
                <Text className={classes.performance}>{athlete.performance}</Text>
              </Paper>
              {video && (
                <Paper
                  component="section"
                  aria-labelledby="video-title"
                  withBorder
                  radius="md"
                  p="lg"
                >
                  <Title id="video-title" order={2} size="h3" mb="sm">
                    Video
                  </Title>
                  <VideoEmbed link={video} title={`Video of ${athlete.name}`} />
                </Paper>
              )}
              <CommentsSection nominationId={nomination.id} shownCount={nomination.commentCount} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              <Paper
                component="section"
                aria-labelledby="votes-title"
                withBorder
                radius="md"
                p="lg"
              >
                <Title id="votes-title" order={2} size="h4" mb="xs">
                  Community votes
                </Title>
                <Text className={leaderboardClasses.rank} data-testid="votes" mb="sm">
                  {votesLine(nomination.communityVotes)}
                </Text>
                {nomination.isPublic && (
                  <NominationVoteButton id={nomination.id} name={athlete.name} fullWidth />
                )}
              </Paper>
              {nomination.nominator && <NominatorCard nominator={nomination.nominator} />}
              <Text size="sm" c="dimmed">
                Are you this athlete or their parent or guardian?{' '}
                {/* Underlined: in a line of dimmed text its colour alone does not set it apart (axe). */}
                <Anchor
                  component={Link}
                  to={paths.removal(nomination.id)}
                  size="sm"
                  underline="always"
                >
                  Ask for this nomination to be removed
                </Anchor>
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

/** /you-scout/nomination/:id: the athlete's public view, the video, votes and comments. */
export function NominationDetail({ id }: { id: string }) {
  const nomination = useNomination(id);
  if (nomination.isError) {
    const { error } = nomination;
    // A malformed id (400) names no nomination either.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return <NominationNotFound />;
    return (
      <Container size="lg" py="xl">
        <ScoutError
          title="Error loading the nomination"
          onRetry={() => void nomination.refetch()}
          retrying={nomination.isFetching}
          detail={serverMessageOf(error)}
        />
      </Container>
    );
  }
  if (!nomination.data)
    return (
      <Container size="lg" py="xl">
        <ScoutSkeleton label="Loading the nomination" rows={4} />
      </Container>
    );
  return <NominationView nomination={nomination.data} />;
}
