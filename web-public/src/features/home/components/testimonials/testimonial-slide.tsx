import { Avatar, Group, Text } from '@mantine/core';
import { IconQuote, IconStarFilled } from '@tabler/icons-react';
import type { Testimonial } from '../../data/testimonials';
import { avatarThemeFor, initialsOf } from '../../utils/avatar';
import classes from './testimonials.module.css';

const STARS = 5;
const STAR_KEYS = Array.from({ length: STARS }, (_, i) => `star-${i + 1}`);

export function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  const theme = avatarThemeFor(testimonial.id);
  return (
    <figure className={classes.slide}>
      <IconQuote size={56} className={classes.quoteMark} aria-hidden="true" />
      <div role="img" aria-label={`Rated ${STARS} out of ${STARS} stars`} className={classes.stars}>
        {STAR_KEYS.map((star) => (
          <IconStarFilled key={star} size={22} aria-hidden="true" />
        ))}
      </div>
      <blockquote className={classes.quote}>
        <Text component="p">{testimonial.quote}</Text>
      </blockquote>
      <figcaption>
        <Group gap="md" justify="center" wrap="nowrap">
          <Avatar
            size={56}
            radius="xl"
            data-theme={theme.name}
            styles={{ placeholder: { background: theme.background, color: theme.color } }}
            aria-hidden="true"
          >
            {initialsOf(testimonial.name)}
          </Avatar>
          <div className={classes.person}>
            <Text className={classes.name}>{testimonial.name}</Text>
            <Text className={classes.role}>{testimonial.title}</Text>
          </div>
        </Group>
      </figcaption>
    </figure>
  );
}
