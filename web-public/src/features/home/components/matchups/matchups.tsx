import { Badge, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Reveal } from '@/components/ui/reveal/reveal';
import { staggerDelay } from '@/components/ui/reveal/reveal-timing';
import { HeadedSection } from '@/components/ui/section/headed-section';
import { Split } from '@/components/ui/section/split';
import { matchupsFeatures } from '../../data/matchups';
import classes from './matchups.module.css';
import { MatchupsDashboard } from './matchups-dashboard';

/** Recruiting and matchups, the page's last section (document 1 §2). */
export function Matchups() {
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
        {/* No demo or module to open yet: said plainly, not as buttons that do nothing. Once
            Matchups lands, Watch Demo and Explore Matchups Module link to it here. */}
        <div className={classes.actions}>
          <Badge size="lg" color="red.8" variant="filled" className={classes.soonBadge}>
            Coming soon
          </Badge>
          <Text className={classes.soon}>
            The Matchups demo and module open to coaches later this season.
          </Text>
        </div>
      </Reveal>
    </HeadedSection>
  );
}
