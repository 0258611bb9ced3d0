import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@server/matchups/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { useOwnAthlete } from '@/features/matchups/api/get-own-athlete';
import { AchievementsEditor } from '@/features/matchups/components/athlete-dashboard/achievements-editor';
import { AvailabilityEditor } from '@/features/matchups/components/athlete-dashboard/availability-editor';
import { CompletenessMeter } from '@/features/matchups/components/athlete-dashboard/completeness-meter';
import { ProfileForm } from '@/features/matchups/components/athlete-dashboard/profile-form';
import { RecordMetricForm } from '@/features/matchups/components/athlete-dashboard/record-metric-form';
import { VideosEditor } from '@/features/matchups/components/athlete-dashboard/videos-editor';
import { ComingNext } from '@/features/matchups/components/coming-next';
import { MetricHistory } from '@/features/matchups/components/metric-history';
import { MATCHUPS_PATHS } from '@/features/matchups/utils/paths';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={`${id}-title`}
      id={id}
    >
      <Title id={`${id}-title`} order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** One athlete's own profile, as the athlete or a linked parent keeps it. */
export function AthleteWorkspace({ athleteId }: { athleteId: string }) {
  const own = useOwnAthlete(athleteId);
  if (own.isError)
    return (
      <LoadError
        title="The profile could not be loaded"
        error={own.error}
        onRetry={() => void own.refetch()}
      />
    );
  if (!own.data) return <Loading label="Loading the profile" mih={200} />;
  const athlete = own.data;
  const saved = athlete.profile !== null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div style={{ flex: '1 1 18rem' }}>
          <CompletenessMeter completeness={athlete.completeness} />
        </div>
        {saved && (
          <Stack gap={4}>
            <Anchor component={Link} to={MATCHUPS_PATHS.athlete(athlete.id)} fw={600}>
              See the profile as coaches do
            </Anchor>
            <Anchor component={Link} to={MATCHUPS_PATHS.report(athlete.id)} fw={600}>
              Performance report
            </Anchor>
          </Stack>
        )}
      </Group>
      <Part id="profile" title="Profile">
        {/* Keyed by athlete: a parent switching children gets that child's form. */}
        <ProfileForm key={athlete.id} athlete={athlete} />
      </Part>
      <Part id="metrics" title="Record a metric">
        {saved ? (
          <RecordMetricForm athleteId={athlete.id} />
        ) : (
          <Alert color="yellow">
            {MESSAGES.profileMissing}: save the profile above, then record values.
          </Alert>
        )}
      </Part>
      <Part id="history" title="Metric history">
        <MetricHistory values={athlete.metrics} />
      </Part>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" id="extras">
        <Part id="achievements" title="Achievements">
          {saved ? (
            <AchievementsEditor athlete={athlete} />
          ) : (
            <Text c="dimmed">{MESSAGES.profileMissing}.</Text>
          )}
        </Part>
        <Part id="videos" title="Highlight videos">
          {saved ? (
            <VideosEditor athlete={athlete} />
          ) : (
            <Text c="dimmed">{MESSAGES.profileMissing}.</Text>
          )}
        </Part>
      </SimpleGrid>
      <Part id="availability" title="Availability">
        {saved ? (
          <AvailabilityEditor key={athlete.id} athlete={athlete} />
        ) : (
          <Text c="dimmed">{MESSAGES.profileMissing}.</Text>
        )}
      </Part>
      <section aria-labelledby="next-title">
        <Title id="next-title" order={2} size="h3" mb="sm">
          Matchups, workouts and messages
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <ComingNext title="1v1 matchups">
            Invitations from verified coaches to head-to-head matchups will show here.
          </ComingNext>
          <ComingNext title="Fantasy workouts">
            Coach-designed workouts you can join will show here.
          </ComingNext>
          <ComingNext title="Messages">
            Messages from verified coaches, copied to a parent or guardian for athletes under 18,
            will show here.
          </ComingNext>
        </SimpleGrid>
      </section>
    </Stack>
  );
}
