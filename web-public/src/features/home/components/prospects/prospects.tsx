import { Button, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowRight, IconListNumbers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Reveal } from '@/components/ui/reveal/reveal';
import {
  PROSPECT_REVEAL_THRESHOLD,
  REVEAL_THRESHOLD,
  STAGGER_SHORT,
  staggerDelay,
} from '@/components/ui/reveal/reveal-timing';
import { Section } from '@/components/ui/section/section';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { prospectBenefits, prospectIntro } from '../../data/prospects';
import classes from './prospects.module.css';

/** The NOLA 100 baseball prospect section (document 1 §2). */
export function Prospects() {
  return (
    <Section
      id="prospects"
      labelledBy="prospects-title"
      tone="dark"
      backdrop={
        <img
          src="/media/prospects/diamond.webp"
          alt=""
          width={1200}
          height={675}
          loading="lazy"
          decoding="async"
          className={classes.backdrop}
        />
      }
    >
      <Reveal threshold={PROSPECT_REVEAL_THRESHOLD}>
        <SectionHeading
          id="prospects-title"
          eyebrow="NOLA 100 · Baseball"
          title="The top 100 prospects in New Orleans"
          description={prospectIntro}
          tone="dark"
        />
      </Reveal>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {prospectBenefits.map((benefit, i) => (
          <Reveal
            key={benefit.title}
            delay={staggerDelay(i, STAGGER_SHORT)}
            threshold={PROSPECT_REVEAL_THRESHOLD}
          >
            <article className={classes.benefit}>
              <span className={classes.icon} aria-hidden="true">
                <benefit.icon size={28} stroke={1.7} />
              </span>
              <Title order={3} className={classes.benefitTitle}>
                {benefit.title}
              </Title>
              <Text className={classes.benefitText}>{benefit.description}</Text>
            </article>
          </Reveal>
        ))}
      </SimpleGrid>
      <Reveal threshold={REVEAL_THRESHOLD}>
        <div className={classes.banner}>
          <div>
            <Title order={3} className={classes.bannerTitle}>
              Think you belong on the board?
            </Title>
            <Text className={classes.bannerText}>
              Parents and guardians can request a professional evaluation for players in the New
              Orleans area.
            </Text>
          </div>
          <Group gap="md" className={classes.bannerActions}>
            <Button
              component={Link}
              to="/prospect-evaluation"
              size="lg"
              color="red.7"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              className={classes.button}
            >
              Schedule an Evaluation
            </Button>
            <Button
              component={Link}
              to="/leaderboard"
              size="lg"
              variant="outline"
              color="gray.0"
              leftSection={<IconListNumbers size={18} aria-hidden="true" />}
              className={classes.button}
            >
              See the NOLA 100
            </Button>
          </Group>
        </div>
      </Reveal>
    </Section>
  );
}
