import { Button, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconPlayerPlay } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Reveal } from '@/components/ui/reveal/reveal';
import { staggerDelay } from '@/components/ui/reveal/reveal-timing';
import { HeadedSection } from '@/components/ui/section/headed-section';
import { Split } from '@/components/ui/section/split';
import { matchupsFeatures } from '../../data/matchups';
import classes from './matchups.module.css';
import { MatchupsDashboard } from './matchups-dashboard';

// The demo is its own chunk, fetched when the visitor reaches for the button: never in the home
// page's first JavaScript (its 200 KB budget).
const loadDemo = () => import('./matchups-demo');
const MatchupsDemo = lazy(loadDemo);

/** Recruiting and matchups, the page's last section (document 1 §2). */
export function Matchups() {
  const [demo, setDemo] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <HeadedSection
      id="matchups"
      lines={12}
      eyebrow="Coach-Initiated Recruiting"
      title="Matchups Intelligence & Fantasy Workouts"
      description="Coaches tell us what they are looking for; the platform finds the athletes who prove it, in live matchups and coach-designed workouts."
    >
      <Split columns="7fr 5fr" gap={32} gapWide={40} align="stretch">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {matchupsFeatures.map((feature, i) => (
            <Reveal key={feature.title} delay={staggerDelay(i)}>
              <article className={classes.feature} data-color={feature.color}>
                <ThemeIcon size={52} radius="md" color={`${feature.color}.9`} aria-hidden="true">
                  <feature.icon size={28} stroke={1.7} />
                </ThemeIcon>
                <Title order={3} className={classes.featureTitle}>
                  {feature.title}
                </Title>
                <Text className={classes.featureText}>{feature.description}</Text>
              </article>
            </Reveal>
          ))}
        </SimpleGrid>
        <Reveal delay={300}>
          <MatchupsDashboard />
        </Reveal>
      </Split>
      <Reveal>
        <Group className={classes.actions} justify="center" gap="md">
          <Button
            size="lg"
            variant="outline"
            color="navy"
            leftSection={<IconPlayerPlay size={20} aria-hidden />}
            onPointerEnter={() => void loadDemo()}
            onFocus={() => void loadDemo()}
            onClick={() => setDemo('open')}
          >
            Watch Demo
          </Button>
          <Button
            component={Link}
            to="/matchups"
            size="lg"
            color="red.8"
            rightSection={<IconArrowRight size={20} aria-hidden />}
          >
            Explore Matchups Module
          </Button>
        </Group>
      </Reveal>
      {demo !== 'never' && (
        <Suspense fallback={null}>
          <MatchupsDemo opened={demo === 'open'} onClose={() => setDemo('closed')} />
        </Suspense>
      )}
    </HeadedSection>
  );
}
