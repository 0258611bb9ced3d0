import { Badge, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Reveal } from '@/components/ui/reveal/reveal';
import { staggerDelay } from '@/components/ui/reveal/reveal-timing';
import { Section } from '@/components/ui/section/section';
import { sectionClasses } from '@/components/ui/section/section-classes';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { matchupsFeatures } from '../../data/matchups';
import classes from './matchups.module.css';
import { MatchupsDashboard } from './matchups-dashboard';

/** Recruiting and matchups, the page's last section (document 1 §2). */
export function Matchups() {
  return (
    <Section id="matchups" labelledBy="matchups-title" lines={12}>
      <Reveal>
        <SectionHeading
          id="matchups-title"
          eyebrow="Coach-Initiated Recruiting"
          title="Matchups Intelligence & Fantasy Workouts"
          description="Coaches tell us what they are looking for; the platform finds the athletes who prove it, in live matchups and coach-designed workouts."
        />
      </Reveal>
      <div className={`${sectionClasses.split} ${classes.layout}`}>
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
      </div>
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
    </Section>
  );
}
