import { lazy, Suspense } from 'react';
import { Reveal } from '@/components/ui/reveal/reveal';
import { Section } from '@/components/ui/section/section';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { testimonials } from '../../data/testimonials';
import { usePageLoaded } from '../../hooks/use-page-loaded';
import { TestimonialSlide } from './testimonial-slide';
import classes from './testimonials.module.css';

// The carousel (Embla) loads once the page has loaded: not in the first screen's JavaScript (the
// home page's budget), nor beside it while the first screen is drawn (it cost the page's LCP
// 150 ms in Lighthouse when it loaded as the page hydrated). Till then the first story stands.
const TestimonialCarousel = lazy(() => import('./testimonial-carousel'));

/** Success stories: one testimonial at a time, on a carousel. */
export function Testimonials() {
  const [first] = testimonials;
  const loaded = usePageLoaded();
  const firstStory = first ? (
    <div className={classes.carousel}>
      <div className={classes.viewport}>
        <TestimonialSlide testimonial={first} />
      </div>
    </div>
  ) : null;
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
        {loaded ? (
          <Suspense fallback={firstStory}>
            <TestimonialCarousel />
          </Suspense>
        ) : (
          firstStory
        )}
      </Reveal>
    </Section>
  );
}
