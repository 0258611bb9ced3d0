import { ActionIcon, Group, Text, Title } from '@mantine/core';
import { IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { Reveal } from '@/components/ui/reveal/reveal';
import { HeadedSection } from '@/components/ui/section/headed-section';
import { leader, leaderHighlights } from '../../data/leader';
import classes from './leadership.module.css';

export function Leadership() {
  return (
    <HeadedSection
      id="leadership"
      eyebrow="Leadership"
      title="Led by the front office"
      description="Big-league experience, hometown commitment."
    >
      <Reveal delay={200}>
        <article className={classes.card}>
          <div className={classes.portrait}>
            <img
              src={leader.image}
              alt={`Portrait of ${leader.name}`}
              width={600}
              height={720}
              loading="lazy"
              decoding="async"
              className={classes.image}
            />
          </div>
          <div className={classes.body}>
            <Text component="p" className={classes.position}>
              {leader.position}
            </Text>
            <Title order={3} className={classes.name}>
              {leader.name}
            </Title>
            <Text className={classes.bio}>{leader.bio}</Text>
            <dl className={classes.highlights}>
              {leaderHighlights.map((item) => (
                <div key={item.label} className={classes.highlight}>
                  <dt className={classes.label}>{item.label}</dt>
                  <dd className={classes.value}>{item.value}</dd>
                </div>
              ))}
            </dl>
            <Group gap="sm" mt="xl">
              <ActionIcon
                component="a"
                href={leader.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                size={44}
                radius="xl"
                color="navy.9"
                aria-label={`${leader.name} on LinkedIn (opens in a new tab)`}
              >
                <IconBrandLinkedin size={22} />
              </ActionIcon>
              <ActionIcon
                component="a"
                href={leader.twitter}
                target="_blank"
                rel="noopener noreferrer"
                size={44}
                radius="xl"
                color="navy.9"
                aria-label={`${leader.name} on Twitter (opens in a new tab)`}
              >
                <IconBrandX size={20} />
              </ActionIcon>
            </Group>
          </div>
        </article>
      </Reveal>
    </HeadedSection>
  );
}
