import { Reveal } from '@/components/ui/reveal/reveal';
import { Section } from '@/components/ui/section/section';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { latestEpisode, PODCAST_LINES_INTERVAL, podcastShow } from '../../data/podcast';
import { EpisodeCard } from './episode-card';

export function Podcast() {
  return (
    <Section
      id="podcast"
      labelledBy="podcast-title"
      tone="dark"
      lines={10}
      linesInterval={PODCAST_LINES_INTERVAL}
    >
      <Reveal>
        <SectionHeading
          id="podcast-title"
          eyebrow="Podcast"
          title={podcastShow.name}
          description="Coaches, scouts, athletes and parents on what it really takes to get to the next level."
          tone="dark"
        />
      </Reveal>
      <Reveal delay={200}>
        <EpisodeCard episode={latestEpisode} cover={podcastShow.cover} />
      </Reveal>
    </Section>
  );
}
