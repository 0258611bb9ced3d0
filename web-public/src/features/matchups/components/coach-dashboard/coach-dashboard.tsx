import { Alert, Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FEED_DAYS, MESSAGES } from '@server/matchups/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { useViewer } from '@/features/matchups/api/get-viewer';
import { ActivityHeatMap } from '@/features/matchups/components/coach-dashboard/activity-heat-map';
import { AlertsPanel } from '@/features/matchups/components/coach-dashboard/alerts-panel';
import { DiscoveryFeed } from '@/features/matchups/components/coach-dashboard/discovery-feed';
import { PipelineBoard } from '@/features/matchups/components/coach-dashboard/pipeline-board';
import { PreferencesPanel } from '@/features/matchups/components/coach-dashboard/preferences-panel';
import { SearchPanel } from '@/features/matchups/components/coach-dashboard/search-panel';
import { VerificationNotice } from '@/features/matchups/components/coach-dashboard/verification-notice';
import { ComingNext } from '@/features/matchups/components/coming-next';
import { heroClasses, MatchupsHero } from '@/features/matchups/components/matchups-hero';
import { MATCHUPS_PATHS } from '@/features/matchups/utils/paths';

function Part({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={`${id}-title`}
      id={id}
    >
      <Title id={`${id}-title`} order={2} size="h3" mb={lead ? 4 : 'md'}>
        {title}
      </Title>
      {lead && (
        <Text size="sm" c="gray.7" mb="md">
          {lead}
        </Text>
      )}
      {children}
    </Paper>
  );
}

function Dashboard() {
  const { viewer } = useViewer();
  if (viewer.isError)
    return (
      <LoadError
        title="Your Matchups account could not be loaded"
        error={viewer.error}
        onRetry={() => void viewer.refetch()}
      />
    );
  if (!viewer.data) return <Loading label="Loading your dashboard" mih={200} />;
  if (!viewer.data.maySearch)
    return (
      <Alert color="blue" title={MESSAGES.notCoachOrScout}>
        <Text size="sm">
          This account is not a coach’s or a scout’s. Athletes and parents work from the{' '}
          <Anchor component={Link} to={MATCHUPS_PATHS.athleteDashboard}>
            athlete dashboard
          </Anchor>
          ; a coach or scout registers with that role on the Matchups sign-in page.
        </Text>
      </Alert>
    );
  return (
    <Stack gap="lg">
      <VerificationNotice viewer={viewer.data} />
      <Part
        id="search"
        title="Search athletes"
        lead="Every best shown is a verified value, with its percentile among athletes of the same graduation year and position."
      >
        <SearchPanel />
      </Part>
      <Part
        id="pipeline"
        title="Pipeline"
        lead="Drag a card by its handle to another stage, or choose one under Move to."
      >
        <PipelineBoard />
      </Part>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Part id="alerts" title="Alerts">
          <AlertsPanel />
        </Part>
        <Part
          id="preferences"
          title="Discovery preferences"
          lead="What you look for: positions, classes, states and metrics."
        >
          <PreferencesPanel />
        </Part>
      </SimpleGrid>
      <Part
        id="feed"
        title="Discovery feed"
        lead={`New athletes, first verified bests and verified values that improved, the last ${FEED_DAYS} days.`}
      >
        <DiscoveryFeed />
      </Part>
      <Part
        id="activity"
        title="When your athletes are active"
        lead="When the athletes you watch record values, by day of the week and hour."
      >
        <ActivityHeatMap />
      </Part>
      <section aria-labelledby="coach-next-title">
        <Title id="coach-next-title" order={2} size="h3" mb="sm">
          Matchups, workouts and messages
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ComingNext title="1v1 matchups">
            Matchups you create between two invited athletes will show here.
          </ComingNext>
          <ComingNext title="Fantasy workouts">
            Workouts you design, with who joined, will show here.
          </ComingNext>
          <ComingNext title="Messages">
            Conversations with athletes, with the guardian copy for minors, will show here.
          </ComingNext>
        </SimpleGrid>
      </section>
    </Stack>
  );
}

/**
 * /matchups/coach-dashboard (signed in): search, pipeline, alerts, preferences, the discovery
 * feed and the activity heat map.
 */
export function CoachDashboard() {
  return (
    <>
      <MatchupsHero id="coach-dashboard-title" title="Coach dashboard">
        <Text className={heroClasses.lead}>
          Find athletes by what they have proved, follow them, and keep your recruiting in one
          place.
        </Text>
      </MatchupsHero>
      <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <Dashboard />
      </Container>
    </>
  );
}
