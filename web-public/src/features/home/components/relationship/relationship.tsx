import { SimpleGrid, Text, Title } from '@mantine/core';
import { Reveal } from '@/components/ui/reveal/reveal';
import { STAGGER_SHORT, staggerDelay } from '@/components/ui/reveal/reveal-timing';
import { Section } from '@/components/ui/section/section';
import { Split } from '@/components/ui/section/split';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { SectionButton } from '@/components/ui/section-link/section-link';
import { partnerSteps, relationshipIntro } from '../../data/relationship';
import classes from './relationship.module.css';

export function RelationshipManagement() {
  return (
    <Section id="relationship-management" labelledBy="relationship-title" tone="dark" lines={12}>
      <Split columns="5fr 7fr" gap={48} gapWide={72} align="center">
        <Reveal>
          <SectionHeading
            id="relationship-title"
            eyebrow="Relationship management"
            title="Partners for the long run"
            description={relationshipIntro}
            align="left"
            tone="dark"
          />
          <SectionButton section="contact" size="lg" color="red.7" className={classes.button}>
            Partner With Us
          </SectionButton>
        </Reveal>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {partnerSteps.map((step, i) => (
            <Reveal key={step.title} delay={staggerDelay(i % 3, STAGGER_SHORT)}>
              <article className={classes.step}>
                <span className={classes.icon} aria-hidden="true">
                  <step.icon size={26} stroke={1.7} />
                </span>
                <Title order={3} className={classes.stepTitle}>
                  {step.title}
                </Title>
                <Text className={classes.stepText}>{step.description}</Text>
              </article>
            </Reveal>
          ))}
        </SimpleGrid>
      </Split>
    </Section>
  );
}
