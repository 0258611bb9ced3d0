import { Anchor, Badge, Button, Group, List, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconBrandApplePodcast,
  IconBrandSpotify,
  IconBrandYoutube,
  IconExternalLink,
} from '@tabler/icons-react';
import { SectionButton } from '@/components/ui/section-link/section-link';
import { longDate } from '@/lib/long-date';
import type { Platform, PodcastEpisode } from '../../data/podcast';
import classes from './podcast.module.css';

const PLATFORM_ICONS = {
  Spotify: IconBrandSpotify,
  'Apple Podcasts': IconBrandApplePodcast,
  YouTube: IconBrandYoutube,
} satisfies Record<Platform['name'], unknown>;

type EpisodeCardProps = { episode: PodcastEpisode; cover: string };

/** The latest episode: its cover, details, a preview player and where to hear the rest. */
export function EpisodeCard({ episode, cover }: EpisodeCardProps) {
  const streaming = episode.platforms[0];
  return (
    <article className={classes.card} aria-labelledby="episode-title">
      <img
        src={cover}
        alt="Rise Higher Podcast cover art: a studio microphone over baseball stitching"
        width={600}
        height={600}
        loading="lazy"
        decoding="async"
        className={classes.cover}
      />
      <div className={classes.body}>
        <Badge color="red.7" radius="sm" size="lg" className={classes.badge}>
          Latest episode
        </Badge>
        <Title order={3} id="episode-title" className={classes.title}>
          {episode.title}
        </Title>
        <Text className={classes.meta}>
          <time dateTime={episode.date}>{longDate(episode.date)}</time>
          <span aria-hidden="true"> · </span>
          <VisuallyHidden>, running time </VisuallyHidden>
          {episode.duration}
        </Text>
        <Text className={classes.description}>{episode.description}</Text>

        <Title order={4} className={classes.subhead}>
          Key topics
        </Title>
        <List className={classes.topics} spacing={6}>
          {episode.topics.map((topic) => (
            <List.Item key={topic}>{topic}</List.Item>
          ))}
        </List>

        <Title order={4} className={classes.subhead}>
          Featured on
        </Title>
        <Group gap="xs" className={classes.platforms}>
          {episode.platforms.map((platform) => {
            const Icon = PLATFORM_ICONS[platform.name];
            return (
              <Anchor
                key={platform.name}
                href={platform.url}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.platform}
              >
                <Icon size={18} aria-hidden="true" />
                {platform.name}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Anchor>
            );
          })}
        </Group>

        <div className={classes.player}>
          <Text component="p" className={classes.playerLabel} id="episode-preview-label">
            Listen to a preview
          </Text>
          {/* biome-ignore lint/a11y/useMediaCaption: a music-and-voice preview; the full episode and its transcript live on the streaming services */}
          <audio
            controls
            preload="none"
            src={episode.audioUrl}
            aria-labelledby="episode-preview-label episode-title"
            className={classes.audio}
          />
        </div>

        <Group gap="md" mt="xl" className={classes.actions}>
          {streaming ? (
            <Button
              component="a"
              href={streaming.url}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              color="red.7"
              rightSection={<IconExternalLink size={18} aria-hidden="true" />}
              className={classes.button}
            >
              Open in a streaming service
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          ) : null}
          <SectionButton
            section="contact"
            size="md"
            variant="outline"
            color="gray.0"
            className={classes.button}
          >
            Subscribe Now
          </SectionButton>
        </Group>
      </div>
    </article>
  );
}
