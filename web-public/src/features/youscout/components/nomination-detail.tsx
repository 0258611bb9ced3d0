import {
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { VideoEmbed } from '@/components/ui/video-embed/video-embed';
import { useNomination } from '@/features/youscout/api/get-nomination';
import { CommentsSection } from '@/features/youscout/components/comments-section';
import { NominationAside } from '@/features/youscout/components/nomination-aside';
import { heroClasses, ScoutHero } from '@/features/youscout/components/scout-hero';
import { ScoutError, ScoutSkeleton } from '@/features/youscout/components/scout-states';
import type { Nomination } from '@/features/youscout/types';
import { athleteFacts } from '@/features/youscout/utils/display';
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
            <NominationAside nomination={nomination} />
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
