import { useDocumentTitle } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGES } from '@/app/route-table';
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
import { ContactSection } from '@/features/intake/contact/components/contact-section/contact-section';
import { scrollToAnchor } from '@/lib/scroll';

/** The home page: document 1 §2's sections, in order. */
export function HomeRoute() {
  // Set again when a visitor comes back from another page, whose title would stay otherwise.
  useDocumentTitle(PAGES['/'].title);
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
      <Later>
        <About />
      </Later>
      <Later>
        <Solutions />
      </Later>
      <Later>
        <RelationshipManagement />
      </Later>
      <Later>
        <Leadership />
      </Later>
      <Later>
        <Podcast />
      </Later>
      <Later>
        <Testimonials />
      </Later>
      <Later>
        <CtaBanner />
      </Later>
      <Later>
        <ContactSection />
      </Later>
      <Later>
        <Prospects />
      </Later>
      <Later>
        <Matchups />
      </Later>
    </>
  );
}

/**
 * A section below the first screen. Over prerendered markup, React hydrates each boundary in a
 * pass of its own after the first screen's, so the page is not adopted in one long task; a
 * visitor's click inside a section not yet hydrated hydrates that one first. Nothing here
 * suspends, so the fallback is never shown.
 */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export const Component = HomeRoute;
