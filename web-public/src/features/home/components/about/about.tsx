import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Reveal } from '@/components/ui/reveal/reveal';
import { STAGGER_SHORT, staggerDelay } from '@/components/ui/reveal/reveal-timing';
import { Section } from '@/components/ui/section/section';
import { Split } from '@/components/ui/section/split';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { SectionAnchor } from '@/components/ui/section-link/section-link';
import { approach, mission, pillars } from '../../data/pillars';
import classes from './about.module.css';

export function About() {
  return (
    <Section id="about" labelledBy="about-title" lines={10}>
      <Split columns="5fr 6fr" gap={16} gapWide={64} align="start">
        <Reveal>
          <SectionHeading
            id="about-title"
            eyebrow="About us"
            title="More than a game"
            align="left"
            description="We are a New Orleans youth sports company. We coach young athletes, run the places they play, and build the tools that help them get noticed."
          />
        </Reveal>
        <div className={classes.blocks}>
          {[mission, approach].map((block, i) => (
            <Reveal key={block.title} delay={staggerDelay(i + 1, STAGGER_SHORT)}>
              <article className={classes.block}>
                <Title order={3} className={classes.blockTitle}>
                  {block.title}
                </Title>
                <Text className={classes.blockText}>{block.text}</Text>
              </article>
            </Reveal>
          ))}
        </div>
      </Split>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" className={classes.pillars}>
        {pillars.map((pillar, i) => (
          <Reveal key={pillar.title} delay={staggerDelay(i, STAGGER_SHORT)}>
            <article className={classes.pillar}>
              <ThemeIcon size={56} radius="md" color="navy.9" aria-hidden="true">
                <pillar.icon size={30} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} className={classes.pillarTitle}>
                {pillar.title}
              </Title>
              <Text className={classes.pillarText}>{pillar.description}</Text>
            </article>
          </Reveal>
        ))}
      </SimpleGrid>

      <Reveal>
        <Text className={classes.partner}>
          Running a recreation department, school district or parks commission?{' '}
          <SectionAnchor section="contact" className={classes.partnerLink}>
            Partner with us <IconArrowRight size={16} aria-hidden="true" />
          </SectionAnchor>
        </Text>
      </Reveal>
    </Section>
  );
}
