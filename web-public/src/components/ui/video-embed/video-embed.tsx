import { Anchor, Button, Stack, Text } from '@mantine/core';
import { VIDEO_PROVIDER_NAMES } from '@server/videos/constants';
import type { VideoLink } from '@server/videos/schemas';
import { useState } from 'react';
import classes from './video-embed.module.css';

/**
 * Capabilities the players need, and no more: no `autoplay` (a video plays only when pressed),
 * no top navigation.
 */
const ALLOW = 'encrypted-media; picture-in-picture; fullscreen';
const SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

function Player({ link, title }: { link: VideoLink; title: string }) {
  return (
    <iframe
      className={classes.frame}
      src={link.embedUrl}
      title={title}
      allow={ALLOW}
      sandbox={SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
      allowFullScreen
    />
  );
}

/**
 * A video link shown with its provider's privacy-enhanced player (PLATFORM.md §0): YouTube's
 * no-cookie player and Vimeo's with Do Not Track load at once and set no cookies before play;
 * Hudl's player has no such mode, so it loads only when the person asks for it.
 */
export function VideoEmbed({ link, title }: { link: VideoLink; title: string }) {
  const [hudlLoaded, setHudlLoaded] = useState(false);
  const provider = VIDEO_PROVIDER_NAMES[link.provider];
  const deferred = link.provider === 'hudl' && !hudlLoaded;
  return (
    <Stack gap={4}>
      <div className={classes.box}>
        {deferred ? (
          <Stack className={classes.facade} align="center" justify="center" gap="xs">
            <Text size="sm" ta="center">
              Hudl's player sets cookies when it loads.
            </Text>
            <Button size="sm" onClick={() => setHudlLoaded(true)}>
              Load the Hudl player
            </Button>
          </Stack>
        ) : (
          <Player link={link} title={title} />
        )}
      </div>
      <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm">
        Watch on {provider}
      </Anchor>
    </Stack>
  );
}
