import { ActionIcon, Container, Group, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { DataLines } from '@/components/ui/data-lines/data-lines';
import { SectionButton } from '@/components/ui/section-link/section-link';
import { HERO_SLIDE_INTERVAL, heroSlides } from '../../data/hero-slides';
import { useHeroRotation } from '../../hooks/use-hero-rotation';
import classes from './hero.module.css';
import { HeroSlides } from './hero-slides';
import { ScrollArrow } from './scroll-arrow';
import { SlidePills } from './slide-pills';

export function Hero() {
  const reduceMotion = useReducedMotion();
  // Visitors who ask for less motion start paused; the button overrides either way.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const paused = choice ? choice === 'pause' : reduceMotion;
  const { index, select } = useHeroRotation(heroSlides.length, HERO_SLIDE_INTERVAL, paused);

  return (
    <section id="hero" aria-labelledby="hero-title" className={classes.hero}>
      <HeroSlides active={index} />
      <div className={classes.shade} aria-hidden="true" />
      <DataLines count={20} />
      <Container size="lg" className={classes.content}>
        <Text component="p" className={classes.eyebrow}>
          New Orleans youth sports · Ages 6-18
        </Text>
        <Title order={1} id="hero-title" className={classes.title}>
          Train hard. <span className={classes.accent}>Rise higher.</span>
        </Title>
        <Text component="p" className={classes.lead}>
          Elite athlete development, first-class facilities and the technology that gets young
          athletes seen, built by former pro executives for the families and communities of New
          Orleans.
        </Text>
        <Group gap="md" className={classes.actions}>
          <SectionButton section="solutions" size="lg" color="red.7" className={classes.button}>
            Our Solutions
          </SectionButton>
          <SectionButton
            section="contact"
            size="lg"
            variant="white"
            color="navy.9"
            className={classes.button}
          >
            Partner With Us
          </SectionButton>
        </Group>
        <Group gap="sm" className={classes.controls} wrap="nowrap">
          <SlidePills active={index} onSelect={select} animate={!paused} />
          <ActionIcon
            variant="outline"
            color="gray.0"
            size="lg"
            radius="xl"
            onClick={() => setChoice(paused ? 'play' : 'pause')}
            aria-label={paused ? 'Play the slideshow' : 'Pause the slideshow'}
            className={classes.pause}
          >
            {paused ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
          </ActionIcon>
        </Group>
      </Container>
      <ScrollArrow />
    </section>
  );
}
