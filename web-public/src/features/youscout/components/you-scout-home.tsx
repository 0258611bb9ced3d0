import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClipboardCheck, IconSpeakerphone, IconThumbUp } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { badgeIconOf } from '@/components/ui/badge-icon/badge-icon';
import { CallToAction } from '@/components/ui/call-to-action/call-to-action';
import { IconCards } from '@/components/ui/icon-cards/icon-cards';
import { TitledSection } from '@/components/ui/section/titled-section';
import { useBadgeCatalogue } from '@/features/youscout/api/get-badges';
import { useTopWeek } from '@/features/youscout/api/get-top-week';
import { ScoutHero } from '@/features/youscout/components/scout-hero';
import { ScoutSkeleton } from '@/features/youscout/components/scout-states';
import { athleteFacts } from '@/features/youscout/utils/display';
import { useScoutPaths } from '@/features/youscout/utils/paths';

const STEPS = [
  {
    icon: IconSpeakerphone,
    title: 'Nominate',
    text: 'Coaches, parents and fans nominate baseball and softball athletes aged 6 to 18 for a performance worth seeing, with a video if they have one.',
  },
  {
    icon: IconClipboardCheck,
    title: 'Staff review',
    text: "Our staff review every nomination before it is public. Only a first name and last initial are shown, and a child under 13 appears only with a parent's or guardian's consent.",
  },
  {
    icon: IconThumbUp,
    title: 'The community votes',
    text: 'Everyone can vote once for each athlete, and signed-in members can cheer them on in the comments. The leaderboard ranks them by your votes.',
  },
] as const;

function TopWeek() {
  const paths = useScoutPaths();
  const top = useTopWeek();
  if (top.isError)
    return (
      <Alert color="red" variant="light" title="This week's top nominations could not be loaded">
        <Button variant="subtle" size="compact-sm" onClick={() => void top.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (!top.data) return <ScoutSkeleton label="Loading this week's top nominations" rows={3} />;
  if (top.data.length === 0)
    return (
      <Text c="dimmed">
        No votes yet this week. Be the first:{' '}
        <Anchor component={Link} to={paths.leaderboard}>
          see the leaderboard
        </Anchor>
        .
      </Text>
    );
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {top.data.map((row, index) => (
        <Paper component="li" key={row.id} withBorder p="sm" radius="md" data-testid="top-week">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
              <Text fw={700} c="navy.9" miw={24}>
                {index + 1}
              </Text>
              <Stack gap={0} style={{ minWidth: 0 }}>
                {/* Both wrap: on a phone a truncated facts line lost the age group and state. */}
                <Anchor
                  component={Link}
                  to={paths.nomination(row.id)}
                  fw={700}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {row.athlete.name}
                </Anchor>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {athleteFacts(row.athlete)}
                </Text>
              </Stack>
            </Group>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              +{row.votesThisWeek} this week
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function HowBadgesWork() {
  const badges = useBadgeCatalogue();
  if (badges.isError)
    return (
      <Alert color="red" variant="light" title="The badges could not be loaded">
        <Button variant="subtle" size="compact-sm" onClick={() => void badges.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (!badges.data) return <ScoutSkeleton label="Loading the badges" rows={3} />;
  if (badges.data.length === 0) return <Text c="dimmed">No badges are on offer right now.</Text>;
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" p={0} m={0}>
      {badges.data.map((badge) => {
        const Icon = badgeIconOf(badge.icon);
        return (
          <Group
            component="li"
            key={badge.id}
            wrap="nowrap"
            align="flex-start"
            style={{ listStyle: 'none' }}
          >
            <ThemeIcon size="lg" radius="xl" variant="light" color="yellow" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={700}>{badge.name}</Text>
              <Text size="sm">{badge.description}</Text>
              <Text size="xs" c="dimmed">
                How to earn it: {badge.requirements}
              </Text>
            </Stack>
          </Group>
        );
      })}
    </SimpleGrid>
  );
}

/** /you-scout: what YouScout is, the week's top nominations, badges, and the call to nominate. */
export function YouScoutHome() {
  const paths = useScoutPaths();
  return (
    <>
      <ScoutHero
        id="you-scout-title"
        title="YouScout"
        lead="Community-powered talent discovery. Coaches, parents and fans nominate baseball and softball athletes, the community votes, and our staff review every nomination so the best young players get seen."
        actions={
          <>
            <Button component={Link} to={paths.nominate} color="red.7">
              Nominate an athlete
            </Button>
            <Button component={Link} to={paths.leaderboard} variant="white" color="navy">
              See the leaderboard
            </Button>
          </>
        }
      />
      <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xl">
          <TitledSection id="how-title" title="How YouScout works">
            <IconCards cards={STEPS} cols={{ base: 1, md: 3 }} />
          </TitledSection>
          <section aria-labelledby="top-week-title">
            <Group justify="space-between" align="baseline" mb="md">
              <Title id="top-week-title" order={2}>
                Top nominations this week
              </Title>
              <Anchor component={Link} to={paths.leaderboard}>
                Full leaderboard
              </Anchor>
            </Group>
            <TopWeek />
          </section>
          <section aria-labelledby="badges-title">
            <Title id="badges-title" order={2} mb="xs">
              Earn badges
            </Title>
            <Text mb="md">
              Badges show on your profile and beside your name on every athlete you nominate.
            </Text>
            <HowBadgesWork />
          </section>
          <CallToAction
            centered
            title="Know an athlete who deserves to be seen?"
            text="Tell us about their performance. It takes a few minutes."
          >
            <Button component={Link} to={paths.nominate} color="red.8" size="md">
              Nominate an athlete
            </Button>
          </CallToAction>
        </Stack>
      </Container>
    </>
  );
}
