import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from '@/features/matchups/components/matchups.module.css';
import { heroClasses, MatchupsHero } from '@/features/matchups/components/matchups-hero';
import { MATCHUPS_PATHS } from '@/features/matchups/utils/paths';

type Step = { title: string; text: string; to: string; screen: string };

const ATHLETE_STEPS: readonly Step[] = [
  {
    title: 'Create an account',
    text: 'Register as an athlete on the Matchups sign-in page. A parent uses their own account and adds the child under Family.',
    to: MATCHUPS_PATHS.athleteDashboard,
    screen: 'Sign in from the athlete dashboard',
  },
  {
    title: 'Fill in the profile',
    text: 'Name, birth date, graduation year, positions, school, city, height and weight. The meter says what is still missing.',
    to: MATCHUPS_PATHS.athleteDashboard,
    screen: 'Athlete dashboard: Profile',
  },
  {
    title: 'Record your metrics',
    text: 'Pick a metric, enter the value and the day it was measured. It shows as self-reported until it is verified.',
    to: MATCHUPS_PATHS.athleteDashboard,
    screen: 'Athlete dashboard: Metrics',
  },
  {
    title: 'Get values verified',
    text: 'Staff or a verified coach checks a value against a video or the event where it was measured. Only verified values count as bests.',
    to: MATCHUPS_PATHS.athleteDashboard,
    screen: 'Athlete dashboard: Metric history',
  },
  {
    title: 'Show the rest',
    text: 'Achievements, highlight videos (YouTube, Vimeo or Hudl links) and the weekly windows when you can play, in your time zone.',
    to: MATCHUPS_PATHS.athleteDashboard,
    screen: 'Athlete dashboard: Achievements, videos, availability',
  },
];

const COACH_STEPS: readonly Step[] = [
  {
    title: 'Sign in as a coach or scout',
    text: 'Register with the coach or scout role. Staff verify a coach’s organization and title, usually within two working days.',
    to: MATCHUPS_PATHS.coachDashboard,
    screen: 'Coach dashboard',
  },
  {
    title: 'Search',
    text: 'By name, position, graduation year, state and metric thresholds such as exit velocity ≥ 85 mph. Each verified best shows its percentile in the athlete’s class.',
    to: MATCHUPS_PATHS.coachDashboard,
    screen: 'Coach dashboard: Search',
  },
  {
    title: 'Watch and track',
    text: 'Watch an athlete with a priority and notes; drag the card across the pipeline, or move it with the keyboard.',
    to: MATCHUPS_PATHS.coachDashboard,
    screen: 'Coach dashboard: Pipeline',
  },
  {
    title: 'Set alerts',
    text: 'Choose a metric, an operator and a target; hear of a matching verified value at once, daily or weekly.',
    to: MATCHUPS_PATHS.coachDashboard,
    screen: 'Coach dashboard: Alerts',
  },
  {
    title: 'Verify and report',
    text: 'A verified coach verifies or rejects self-reported values on an athlete’s page, and prints the athlete’s performance report.',
    to: MATCHUPS_PATHS.coachDashboard,
    screen: 'An athlete’s page, from your pipeline',
  },
];

function Steps({ id, title, steps }: { id: string; title: string; steps: readonly Step[] }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h3" mb="md">
        {title}
      </Title>
      <Stack component="ol" gap="md" className={classes.steps}>
        {steps.map((step, i) => (
          <Group component="li" key={step.title} wrap="nowrap" align="flex-start" gap="sm">
            <span className={classes.stepNumber} aria-hidden>
              {i + 1}
            </span>
            <Stack gap={2}>
              <Title order={3} size="h5">
                {step.title}
              </Title>
              <Text size="sm">{step.text}</Text>
              <Anchor component={Link} to={step.to} size="sm" fw={600}>
                {step.screen}
              </Anchor>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** /matchups/user-flows: how athletes and coaches use Matchups, each step linking to its screen. */
export function UserFlows() {
  return (
    <>
      <MatchupsHero id="flows-title" title="How Matchups works">
        <Text className={heroClasses.lead}>
          Two paths through one module: athletes prove what they can do, coaches find and follow
          them.
        </Text>
      </MatchupsHero>
      <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Steps id="athlete-flow" title="For athletes and parents" steps={ATHLETE_STEPS} />
          <Steps id="coach-flow" title="For coaches and scouts" steps={COACH_STEPS} />
        </SimpleGrid>
      </Container>
    </>
  );
}
