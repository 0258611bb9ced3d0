import type { MouseEvent } from 'react';
import classes from './layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop for keyboard users: straight past the header to the page. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus moves without the router seeing a hash change.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
