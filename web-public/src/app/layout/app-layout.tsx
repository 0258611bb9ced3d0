import { Footer } from '@/app/layout/footer';
import { Header } from '@/app/layout/header';
import { PageTransition } from '@/app/layout/page-transition';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layout/skip-link';
import classes from './layout.module.css';

/** Every page: skip link, sticky header, the routed page, footer. */
export function AppLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <PageTransition />
      </main>
      {/* In the first download: a part whose code came later would be rendered afresh, and what
          the visitor had typed into its form lost, should an update reach it first. */}
      <Footer />
    </div>
  );
}
