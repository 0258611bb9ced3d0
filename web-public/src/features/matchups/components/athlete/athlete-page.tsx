import {
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AthleteAnswer } from '@server/matchups/schemas';
import { IconReportAnalytics } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { VideoEmbed } from '@/components/ui/video-embed/video-embed';
import { useAthlete } from '@/features/matchups/api/get-athlete';
import { useMetricHistory } from '@/features/matchups/api/get-metric-history';
import { useViewer } from '@/features/matchups/api/get-viewer';
import { useWatchlist } from '@/features/matchups/api/get-watchlist';
import { ReviewButtons } from '@/features/matchups/components/athlete/review-buttons';
import { VerifiedBests } from '@/features/matchups/components/athlete/verified-bests';
import { athleteFacts } from '@/features/matchups/components/coach-dashboard/athlete-result-card';
import { VerificationNotice } from '@/features/matchups/components/coach-dashboard/verification-notice';
import { WatchButton } from '@/features/matchups/components/coach-dashboard/watch-form';
import { heroClasses, MatchupsHero } from '@/features/matchups/components/matchups-hero';
import { MetricHistory } from '@/features/matchups/components/metric-history';
import { PageLoadError } from '@/features/matchups/components/query-states';
import { MATCHUPS_PATHS } from '@/features/matchups/utils/paths';

const DAY = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
} as const;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
    >
      <Title id={id} order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function History({ athleteId, mayVerify }: { athleteId: string; mayVerify: boolean }) {
  const history = useMetricHistory(athleteId);
  if (history.isError)
    return (
      <LoadError
        title="The metric history could not be loaded"
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  if (!history.data) return <Loading label="Loading the metric history" mih={120} />;
  return (
    <MetricHistory
      values={history.data}
      actions={
        mayVerify ? (value) => <ReviewButtons value={value} athleteId={athleteId} /> : undefined
      }
    />
  );
}

/** Watch, or "On your watchlist" once the athlete is on it (it said Watch after watching). */
function Watch({ athlete }: { athlete: AthleteAnswer }) {
  const watchlist = useWatchlist();
  if (!watchlist.data) return null;
  if (watchlist.data.some((w) => w.athlete.id === athlete.id))
    return (
      <Text size="sm" c="white" fw={600}>
        On your watchlist
      </Text>
    );
  return <WatchButton athleteId={athlete.id} name={athlete.displayName} watched={false} />;
}

function Profile({ athlete }: { athlete: AthleteAnswer }) {
  const { viewer } = useViewer();
  const mayVerify = viewer.data?.mayVerify ?? false;
  const size = [
    athlete.heightInches
      ? `${Math.floor(athlete.heightInches / 12)}′${athlete.heightInches % 12}″`
      : null,
    athlete.weightLbs ? `${athlete.weightLbs} lbs` : null,
  ].filter(Boolean);
  return (
    <>
      <MatchupsHero id="athlete-title" title={athlete.displayName}>
        <Text className={heroClasses.lead}>{athleteFacts(athlete)}</Text>
        {(size.length > 0 || athlete.city) && (
          <Text className={heroClasses.lead} mt={4}>
            {[...size, athlete.city].filter(Boolean).join(' · ')}
          </Text>
        )}
        <Group mt="lg" gap="sm">
          <Button
            component={Link}
            to={MATCHUPS_PATHS.report(athlete.id)}
            variant="white"
            color="navy"
            leftSection={<IconReportAnalytics size={18} aria-hidden />}
          >
            Performance report
          </Button>
          {viewer.data?.maySearch && <Watch athlete={athlete} />}
        </Group>
      </MatchupsHero>
      <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          {viewer.data && <VerificationNotice viewer={viewer.data} />}
          <Part id="bests-title" title="Verified bests">
            <VerifiedBests bests={athlete.bests} />
          </Part>
          <Part
            id="history-title"
            title={mayVerify ? 'Metric history and verification' : 'Metric history'}
          >
            {mayVerify && (
              <Text size="sm" mb="sm">
                As a verified coach you can verify a self-reported value with a video or the event
                where it was measured, or reject it with a reason.
              </Text>
            )}
            <History athleteId={athlete.id} mayVerify={mayVerify} />
          </Part>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <Part id="achievements-title" title="Achievements">
              {athlete.achievements.length === 0 ? (
                <Text c="dimmed">None listed yet.</Text>
              ) : (
                <List size="sm" spacing={4}>
                  {athlete.achievements.map((a) => (
                    <List.Item key={a.id}>
                      {a.title}
                      {a.year ? ` (${a.year})` : ''}
                    </List.Item>
                  ))}
                </List>
              )}
            </Part>
            <Part id="videos-title" title="Highlight videos">
              {athlete.videos.length === 0 ? (
                <Text c="dimmed">None yet.</Text>
              ) : (
                <Stack gap="md">
                  {athlete.videos.map((v) =>
                    v.link ? (
                      <VideoEmbed key={v.id} link={v.link} title={v.title} />
                    ) : (
                      <Anchor key={v.id} href={v.url} target="_blank" rel="noopener noreferrer">
                        {v.title}
                      </Anchor>
                    ),
                  )}
                </Stack>
              )}
            </Part>
            <Part id="availability-title" title="Availability">
              {athlete.availability === null ? (
                <Text c="dimmed">Shown to verified coaches only.</Text>
              ) : athlete.availability.length === 0 ? (
                <Text c="dimmed">Not given yet.</Text>
              ) : (
                <>
                  <List size="sm" spacing={4}>
                    {athlete.availability.map((w) => (
                      <List.Item key={`${w.day}-${w.start}`}>
                        {DAY[w.day]} {w.start}–{w.end}
                      </List.Item>
                    ))}
                  </List>
                  <Text size="xs" c="gray.7" mt="xs">
                    Times in {athlete.timeZone}
                  </Text>
                </>
              )}
            </Part>
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}

/** /matchups/athletes/:athleteId: an athlete as the viewer may see them (the server decides). */
export function AthletePage({ athleteId }: { athleteId: string }) {
  const athlete = useAthlete(athleteId);
  if (athlete.isError)
    return (
      <PageLoadError what="athlete" error={athlete.error} onRetry={() => void athlete.refetch()} />
    );
  if (!athlete.data) return <Loading label="Loading the athlete" mih="50vh" />;
  return <Profile athlete={athlete.data} />;
}
