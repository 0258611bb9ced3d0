import { lazy, Suspense } from 'react';
import { Reveal } from '@/components/ui/reveal/reveal';
import { Section } from '@/components/ui/section/section';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { testimonials } from '../../data/testimonials';
import { TestimonialSlide } from './testimonial-slide';
import classes from './testimonials.module.css';

// The carousel (Embla) loads after the page's first screen: the home page's JS budget.
const TestimonialCarousel = lazy(() => import('./testimonial-carousel'));

/** Success stories: one testimonial at a time, on a carousel. */
export function Testimonials() {
  const [first] = testimonials;
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
        <Suspense
          fallback={
            first ? (
              <div className={classes.carousel}>
                <div className={classes.viewport}>
                  <TestimonialSlide testimonial={first} />
                </div>
              </div>
            ) : null
          }
        >
          <TestimonialCarousel />
        </Suspense>
      </Reveal>
    </Section>
  );
}
