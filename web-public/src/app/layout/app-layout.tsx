import { lazy, Suspense } from 'react';
import { Header } from '@/app/layout/header';
import { PageTransition } from '@/app/layout/page-transition';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layout/skip-link';
import classes from './layout.module.css';

// Below the fold on every page, with a popover and a form: not part of the first download.
const Footer = lazy(() =>
  import('@/app/layout/footer').then(({ Footer }) => ({ default: Footer })),
);

/** Every page: skip link, sticky header, the routed page, footer. */
export function AppLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <PageTransition />
      </main>
      <Suspense fallback={<footer className={classes.footer} />}>
        <Footer />
      </Suspense>
    </div>
  );
}
