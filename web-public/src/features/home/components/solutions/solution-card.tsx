import { Anchor, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Solution } from '../../data/solutions';
import { SolutionVideo } from './solution-video';
import classes from './solutions.module.css';

export function SolutionCard({ solution }: { solution: Solution }) {
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        {solution.video ? (
          <SolutionVideo poster={solution.image} {...solution.video} />
        ) : (
          <img
            src={solution.image}
            alt={solution.imageAlt}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
            className={classes.image}
          />
        )}
      </div>
      <div className={classes.body}>
        <Text component="p" className={classes.tag}>
          {solution.tag}
        </Text>
        <Title order={3} className={classes.title}>
          {solution.title}
        </Title>
        <Text className={classes.description}>{solution.description}</Text>
        {solution.url.startsWith('/') ? (
          <Anchor component={Link} to={solution.url} className={classes.more}>
            Learn More
            <VisuallyHidden> about {solution.title}</VisuallyHidden>
            <IconArrowRight size={18} aria-hidden="true" />
          </Anchor>
        ) : solution.url ? (
          <Anchor
            href={solution.url}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.more}
          >
            Learn More
            <VisuallyHidden> about {solution.title} (opens in a new tab)</VisuallyHidden>
            <IconArrowUpRight size={18} aria-hidden="true" />
          </Anchor>
        ) : null}
      </div>
    </article>
  );
}
