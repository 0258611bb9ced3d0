import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Reveal } from '@/components/ui/reveal/reveal';
import { Section } from '@/components/ui/section/section';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { testimonials } from '../../data/testimonials';
import { useCarousel } from '../../hooks/use-carousel';
import { TestimonialSlide } from './testimonial-slide';
import classes from './testimonials.module.css';

/** Success stories: one testimonial at a time, sliding in the direction of travel. */
export function Testimonials() {
  const carousel = useCarousel(testimonials.length);
  const [moved, setMoved] = useState(false);
  const current = testimonials[carousel.index];
  const move = (action: () => void) => () => {
    setMoved(true);
    action();
  };

  return (
    <Section labelledBy="stories-title" tone="muted" lines={10}>
      <Reveal>
        <SectionHeading
          id="stories-title"
          eyebrow="Success stories"
          title="Trusted by the people who run the parks"
          description="Recreation and parks leaders across the region on what changed when we came on board."
        />
      </Reveal>
      <Reveal delay={200}>
        <section
          aria-roledescription="carousel"
          aria-label="Testimonials"
          className={classes.carousel}
        >
          <div className={classes.viewport} aria-live="polite">
            {current ? (
              <TestimonialSlide
                key={current.id}
                testimonial={current}
                position={`${carousel.index + 1} of ${testimonials.length}`}
                direction={moved ? carousel.direction : 0}
              />
            ) : null}
          </div>
          <Group justify="center" gap="lg" mt="xl">
            <ActionIcon
              variant="outline"
              color="navy.9"
              size={48}
              radius="xl"
              onClick={move(carousel.previous)}
              aria-label="Previous testimonial"
            >
              <IconChevronLeft size={22} />
            </ActionIcon>
            <Group gap={4}>
              {testimonials.map((testimonial, i) => (
                <UnstyledButton
                  key={testimonial.id}
                  className={classes.dot}
                  onClick={move(() => carousel.goTo(i))}
                  aria-label={`Show testimonial ${i + 1} of ${testimonials.length}`}
                  aria-pressed={i === carousel.index}
                  data-active={i === carousel.index || undefined}
                />
              ))}
            </Group>
            <ActionIcon
              variant="outline"
              color="navy.9"
              size={48}
              radius="xl"
              onClick={move(carousel.next)}
              aria-label="Next testimonial"
            >
              <IconChevronRight size={22} />
            </ActionIcon>
          </Group>
        </section>
      </Reveal>
    </Section>
  );
}
