import {
  Alert,
  Anchor,
  Container,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { useViewer } from '@/features/matchups/api/get-viewer';
import { AthleteWorkspace } from '@/features/matchups/components/athlete-dashboard/athlete-workspace';
import { SignInButtons } from '@/features/matchups/components/home/sign-in-buttons';
import { heroClasses, MatchupsHero } from '@/features/matchups/components/matchups-hero';
import { MATCHUPS_PATHS } from '@/features/matchups/utils/paths';

/** Which of the account's athletes the page is for: a few as buttons, many as a list. */
function AthletePicker({
  athletes,
  value,
  onChange,
}: {
  athletes: { id: string; name: string; ownAccount: boolean }[];
  value: string;
  onChange: (id: string) => void;
}) {
  const data = athletes.map((a) => ({
    value: a.id,
    label: a.ownAccount ? `${a.name} (you)` : a.name,
  }));
  if (athletes.length <= 3)
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600} id="acting-for">
          Acting for
        </Text>
        <SegmentedControl
          data={data}
          value={value}
          onChange={onChange}
          aria-labelledby="acting-for"
        />
      </Stack>
    );
  return (
    <NativeSelect
      label="Acting for"
      data={data}
      value={value}
      onChange={(event) => {
        const id = event.currentTarget.value;
        id && onChange(id);
      }}
    />
  );
}

function Dashboard() {
  const { user, viewer } = useViewer();
  const [chosen, setChosen] = useState<string | null>(null);
  if (user.isPending) return <Loading label="Loading your account" mih={200} />;
  if (!user.data)
    return (
      <Paper
        withBorder
        radius="md"
        p="xl"
        bg="navy.0"
        component="section"
        aria-labelledby="sign-in-title"
      >
        <Title id="sign-in-title" order={2} size="h3" mb="xs">
          Sign in to your athlete dashboard
        </Title>
        <Text mb="md">
          Athletes sign in with their own account; a parent or guardian signs in with theirs and
          manages a child’s profile from it.
        </Text>
        <SignInButtons to={MATCHUPS_PATHS.athleteDashboard} />
      </Paper>
    );
  if (viewer.isError)
    return (
      <LoadError
        title="Your Matchups account could not be loaded"
        error={viewer.error}
        onRetry={() => void viewer.refetch()}
      />
    );
  if (!viewer.data) return <Loading label="Loading your athletes" mih={200} />;
  const athletes = viewer.data.athletes;
  const first = athletes[0];
  if (!first)
    return (
      <Alert color="blue" title="No athlete profile on this account">
        <Text size="sm">
          The athlete dashboard is for athletes and for parents of athletes. A parent adds a child
          on the{' '}
          <Anchor component={Link} to="/profile/family">
            Family page
          </Anchor>
          ; the child’s profile then shows here. Coaches and scouts work from the{' '}
          <Anchor component={Link} to={MATCHUPS_PATHS.coachDashboard}>
            coach dashboard
          </Anchor>
          .
        </Text>
      </Alert>
    );
  const athleteId = athletes.some((a) => a.id === chosen) && chosen ? chosen : first.id;
  return (
    <Stack gap="lg">
      {athletes.length > 1 && (
        <AthletePicker athletes={athletes} value={athleteId} onChange={setChosen} />
      )}
      <AthleteWorkspace key={athleteId} athleteId={athleteId} />
    </Stack>
  );
}

/** /matchups/athlete-dashboard: the athlete's (or a parent's) own Matchups. */
export function AthleteDashboard() {
  return (
    <>
      <MatchupsHero id="athlete-dashboard-title" title="Athlete dashboard">
        <Text className={heroClasses.lead}>
          Your profile, your metrics and how each was verified, and what coaches see.
        </Text>
      </MatchupsHero>
      <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <Dashboard />
      </Container>
    </>
  );
}
