import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useAreaProfiles } from '@/features/profiles/api/get-area-profiles';
import type { ConnectProfile, MatchupProfile } from '@/features/profiles/types';
import {
  CONNECT_TYPE_LABELS,
  choiceLabel,
  MATCHUP_ROLE_LABELS,
} from '@/features/profiles/utils/area-display';
import { budgetText } from '@/features/profiles/utils/connect-form';

// Loaded when asked for: most visits to the profile never open it.
const ConnectProfileForm = lazy(() =>
  import('@/features/profiles/components/connect-profile-form').then((module) => ({
    default: module.ConnectProfileForm,
  })),
);

/** The account's profiles on the site's areas (PLATFORM.md §0): Matchups and Connect. */
export function AreaProfilesSection() {
  const areas = useAreaProfiles();
  const [adding, setAdding] = useState(false);

  return (
    <Paper
      component="section"
      aria-labelledby="area-profiles-title"
      withBorder
      radius="lg"
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Title id="area-profiles-title" order={2} size="h3" mb={4}>
        Your area profiles
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        One account, a profile for each part of NOLA Sports you take part in.
      </Text>
      {areas.isPending && <Text size="sm">Loading your area profiles…</Text>}
      {areas.isError && (
        <Text size="sm" c="red.8" role="alert">
          Your area profiles could not be loaded.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => areas.refetch()}>
            Try again
          </Button>
        </Text>
      )}
      {areas.data && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {areas.data.matchups && <MatchupsCard profile={areas.data.matchups} />}
            {areas.data.connect && <ConnectCard profile={areas.data.connect} />}
          </SimpleGrid>
          {!areas.data.matchups && !areas.data.connect && !adding && (
            <Text size="sm">You have no area profiles yet.</Text>
          )}
          {!areas.data.connect &&
            (adding ? (
              <Suspense fallback={<Text size="sm">Loading the form…</Text>}>
                <ConnectProfileForm
                  onAdded={() => setAdding(false)}
                  onCancel={() => setAdding(false)}
                />
              </Suspense>
            ) : (
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setAdding(true)}
                >
                  Add a Connect profile
                </Button>
              </Group>
            ))}
        </Stack>
      )}
    </Paper>
  );
}

function Line({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge color="green" variant="light">
      Verified
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Not verified yet
    </Badge>
  );
}

/** One area's profile: its name, whether staff verified it, and its lines. */
function AreaCard({
  id,
  title,
  verified,
  children,
}: {
  id: string;
  title: string;
  verified: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={id}>
      <Group justify="space-between" mb="xs">
        <Title id={id} order={3} size="h4">
          {title}
        </Title>
        <VerifiedBadge verified={verified} />
      </Group>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

function MatchupsCard({ profile }: { profile: MatchupProfile }) {
  return (
    <AreaCard id="matchups-profile" title="Matchups" verified={profile.verified}>
      <Line label="Role" value={MATCHUP_ROLE_LABELS[profile.role]} />
      <Line label="Organization" value={profile.organization} />
      <Line label="Title" value={profile.title} />
      <Line label="Sport" value={profile.sport && choiceLabel(profile.sport)} />
      <Line label="Level" value={profile.level && choiceLabel(profile.level)} />
      {!profile.isActive && (
        <Text size="sm" c="dimmed">
          Paused: not shown on Matchups
        </Text>
      )}
    </AreaCard>
  );
}

function ConnectCard({ profile }: { profile: ConnectProfile }) {
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : null);
  return (
    <AreaCard id="connect-profile" title="Connect" verified={profile.isVerified}>
      <Line label="Type" value={CONNECT_TYPE_LABELS[profile.userType]} />
      <Line label="Company" value={profile.companyName} />
      <Line label="Website" value={profile.website} />
      <Line label="Target audience" value={profile.targetAudience} />
      <Line label="Categories" value={list(profile.preferredCategories)} />
      <Line label="Geographic focus" value={list(profile.geographicFocus)} />
      <Line
        label="Typical budget"
        value={budgetText(profile.typicalBudgetMin, profile.typicalBudgetMax)}
      />
    </AreaCard>
  );
}
