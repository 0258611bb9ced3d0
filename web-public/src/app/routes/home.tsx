import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ContactSection } from '@/features/contact/components/contact-section/contact-section';
import { About } from '@/features/home/components/about/about';
import { CtaBanner } from '@/features/home/components/cta-banner/cta-banner';
import { Hero } from '@/features/home/components/hero/hero';
import { Leadership } from '@/features/home/components/leadership/leadership';
import { Matchups } from '@/features/home/components/matchups/matchups';
import { Podcast } from '@/features/home/components/podcast/podcast';
import { Prospects } from '@/features/home/components/prospects/prospects';
import { RelationshipManagement } from '@/features/home/components/relationship/relationship';
import { Solutions } from '@/features/home/components/solutions/solutions';
import { Testimonials } from '@/features/home/components/testimonials/testimonials';
import { scrollToAnchor } from '@/lib/scroll';

/** The home page: document 1 §2's sections, in order. */
export function HomeRoute() {
  const { hash, key } = useLocation();

  // Links such as /#contact from other pages land on their section once it has rendered, and
  // once the web fonts are in: text set in the fallback font is taller and would move it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs it for a repeat visit to the same hash
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    let cancelled = false;
    const fontsReady = document.fonts?.ready ?? Promise.resolve();
    fontsReady.then(() => {
      if (!cancelled) window.requestAnimationFrame(() => scrollToAnchor(id));
    });
    return () => {
      cancelled = true;
    };
  }, [hash, key]);

  return (
    <>
      <Hero />
      <About />
      <Solutions />
      <RelationshipManagement />
      <Leadership />
      <Podcast />
      <Testimonials />
      <CtaBanner />
      <ContactSection />
      <Prospects />
      <Matchups />
    </>
  );
}

export const Component = HomeRoute;
