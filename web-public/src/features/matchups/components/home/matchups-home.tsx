import { Button, Container, List, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconBell,
  IconChartLine,
  IconClipboardList,
  IconRosetteDiscountCheck,
  IconSearch,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CallToAction } from '@/components/ui/call-to-action/call-to-action';
import { IconCards } from '@/components/ui/icon-cards/icon-cards';
import { TitledSection } from '@/components/ui/section/titled-section';
import { LiveCounters } from '@/features/matchups/components/home/live-counters';
import { SignInButtons } from '@/features/matchups/components/home/sign-in-buttons';
import { MatchupsHero } from '@/features/matchups/components/matchups-hero';
import { MATCHUPS_PATHS } from '@/features/matchups/utils/paths';
import { useUser } from '@/lib/auth';

const WHAT_IT_DOES = [
  {
    icon: IconUserCircle,
    title: 'Athlete profiles',
    text: 'Athletes, or a parent for a child, keep one profile: positions, school, size, achievements, highlight videos and when they can play.',
  },
  {
    icon: IconRosetteDiscountCheck,
    title: 'Metrics with provenance',
    text: 'Exit velocity, 60-yard dash, pop time and more. A value stays marked self-reported until staff or a verified coach checks it against a video or an event.',
  },
  {
    icon: IconSearch,
    title: 'Discovery',
    text: 'Coaches and scouts search by position, graduation year, state and metric thresholds, with each verified best placed among the athlete’s class.',
  },
  {
    icon: IconBell,
    title: 'Alerts',
    text: 'Set a threshold once, such as exit velocity of 85 mph or more, and hear the moment a matching value is verified, or in a daily or weekly digest.',
  },
  {
    icon: IconClipboardList,
    title: 'Watchlist and pipeline',
    text: 'Watch an athlete with a priority and notes, and move them through identified, contacted, evaluating, offered and committed.',
  },
  {
    icon: IconChartLine,
    title: 'Performance reports',
    text: 'A printable report of an athlete’s verified bests against their cohort, with the trend over time.',
  },
] as const;

/** /matchups: what the module does, its live counters, and where each role starts. */
export function MatchupsHome() {
  const user = useUser();
  const signedIn = Boolean(user.data);
  return (
    <>
      <MatchupsHero
        id="matchups-title"
        title="Matchups"
        lead="Coach-initiated recruiting. Athletes show what they can do with metrics that say where they came from; coaches and scouts find them, follow them and move them through their pipeline."
        actions={
          <Button component={Link} to={MATCHUPS_PATHS.userFlows} variant="white" color="navy">
            How it works
          </Button>
        }
      />
      <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xl">
          <TitledSection id="what-title" title="What Matchups does">
            <IconCards cards={WHAT_IT_DOES} cols={{ base: 1, sm: 2, lg: 3 }} />
          </TitledSection>
          <TitledSection id="live-title" title="Live on Matchups">
            <LiveCounters />
          </TitledSection>
          <TitledSection id="start-title" title="Where to start">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Paper
                withBorder
                radius="md"
                p="lg"
                component="article"
                aria-labelledby="athletes-start"
              >
                <Title id="athletes-start" order={3} size="h4" mb="xs">
                  Athletes and parents
                </Title>
                <List size="sm" spacing={4} mb="md">
                  <List.Item>Build the profile and see what it still misses</List.Item>
                  <List.Item>Record metrics and ask a coach at an event to verify them</List.Item>
                  <List.Item>Add achievements, highlight videos and availability</List.Item>
                </List>
                <Button component={Link} to={MATCHUPS_PATHS.athleteDashboard} color="navy">
                  Athlete dashboard
                </Button>
              </Paper>
              <Paper
                withBorder
                radius="md"
                p="lg"
                component="article"
                aria-labelledby="coaches-start"
              >
                <Title id="coaches-start" order={3} size="h4" mb="xs">
                  Coaches and scouts
                </Title>
                <List size="sm" spacing={4} mb="md">
                  <List.Item>Search athletes by position, class, state and metrics</List.Item>
                  <List.Item>Set alerts, keep a watchlist and a recruiting pipeline</List.Item>
                  <List.Item>
                    Verified coaches verify metrics and see full names and schools
                  </List.Item>
                </List>
                <Button component={Link} to={MATCHUPS_PATHS.coachDashboard} color="navy">
                  Coach dashboard
                </Button>
              </Paper>
            </SimpleGrid>
          </TitledSection>
          {!signedIn && !user.isPending && (
            <CallToAction
              id="join-title"
              title="New to Matchups?"
              text="Sign in, or create an account as an athlete, a coach or a scout. A parent signs in with their own account and manages a child’s profile from it."
            >
              <SignInButtons to={MATCHUPS_PATHS.athleteDashboard} />
            </CallToAction>
          )}
        </Stack>
      </Container>
    </>
  );
}
