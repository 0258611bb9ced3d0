import { ActionIcon } from '@mantine/core';
import { useInViewport, useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import classes from './solutions.module.css';

type SolutionVideoProps = { poster: string; webm: string; mp4: string; label: string };

/**
 * The fan-engagement card's muted loop: it plays only while on screen (and never on its own for
 * visitors who ask for less motion), and a button pauses or resumes it. Its still is an image
 * the browser loads lazily, as the other cards' are, under the video (which shows nothing until
 * it plays): a video's own poster loads with the page, however far down the card is.
 */
export function SolutionVideo({ poster, webm, mp4, label }: SolutionVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { ref: viewport, inViewport } = useInViewport<HTMLDivElement>();
  const reduceMotion = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const playing = inViewport && !stopped && !reduceMotion;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true;
    if (playing) element.play().catch(() => setStopped(true));
    else element.pause();
  }, [playing]);

  return (
    <div ref={viewport} className={classes.videoFrame}>
      <img
        src={poster}
        alt=""
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className={classes.image}
      />
      <video
        ref={video}
        className={`${classes.image} ${classes.video}`}
        width={800}
        height={500}
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <ActionIcon
        className={classes.videoToggle}
        variant="filled"
        color="navy.9"
        radius="xl"
        size="lg"
        onClick={() => setStopped(playing)}
        aria-label={playing ? 'Pause the Hot Seats video' : 'Play the Hot Seats video'}
      >
        {playing ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
      </ActionIcon>
    </div>
  );
}
