import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { testimonials } from '../../data/testimonials';
import { TestimonialSlide } from './testimonial-slide';
import classes from './testimonials.module.css';

const COUNT = testimonials.length;

/**
 * One testimonial at a time on Mantine's carousel (Embla), looping both ways; previous, dots
 * and next below it. The slides out of view are inert, so assistive technology meets the one
 * shown, and the carousel's live region says which ("Slide 2 of 3").
 */
export default function TestimonialCarousel() {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  return (
    <div className={classes.carousel}>
      <Carousel
        aria-label="Testimonials"
        getEmblaApi={setEmbla}
        onSlideChange={setSelected}
        emblaOptions={{ loop: true }}
        withControls={false}
        classNames={{ viewport: classes.viewport }}
      >
        {testimonials.map((testimonial, i) => (
          <Carousel.Slide
            key={testimonial.id}
            aria-label={`${i + 1} of ${COUNT}`}
            inert={i !== selected}
          >
            <TestimonialSlide testimonial={testimonial} />
          </Carousel.Slide>
        ))}
      </Carousel>
      <Group justify="center" gap="lg" mt="xl">
        <ActionIcon
          variant="outline"
          color="navy.9"
          size={48}
          radius="xl"
          onClick={() => embla?.scrollPrev()}
          aria-label="Previous testimonial"
        >
          <IconChevronLeft size={22} />
        </ActionIcon>
        <Group gap={4}>
          {testimonials.map((testimonial, i) => (
            <UnstyledButton
              key={testimonial.id}
              className={classes.dot}
              onClick={() => embla?.scrollTo(i)}
              aria-label={`Show testimonial ${i + 1} of ${COUNT}`}
              aria-pressed={i === selected}
              data-active={i === selected || undefined}
            />
          ))}
        </Group>
        <ActionIcon
          variant="outline"
          color="navy.9"
          size={48}
          radius="xl"
          onClick={() => embla?.scrollNext()}
          aria-label="Next testimonial"
        >
          <IconChevronRight size={22} />
        </ActionIcon>
      </Group>
    </div>
  );
}
