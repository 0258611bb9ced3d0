import { IconShieldLock, IconTrophy, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Brand } from '@/app/layout/brand';
import { ADMIN_LOGIN_PATH, PAGE_LINKS, SECTION_LINKS } from '@/app/layout/nav-items';
import { SectionLink } from '@/app/layout/section-link';
import classes from './layout.module.css';

export const EARLY_MENU_ID = 'mobile-menu-early';

/**
 * The phone menu as the page's HTML has it: a native popover that the menu button opens by
 * itself (`popovertarget`), so a tap made before the page's scripts have run opens it rather
 * than being lost. Once React has the page the button opens the drawer instead (MobileMenu).
 * `hidden` keeps it shut where popovers are unknown; the stylesheet shows it when open. The
 * boot script (src/app/boot.ts) closes it when one of its links is followed.
 */
export function EarlyMenu() {
  return (
    <div
      id={EARLY_MENU_ID}
      popover="auto"
      hidden
      role="dialog"
      aria-label="Menu"
      className={classes.earlyMenu}
    >
      <div className={classes.earlyMenuHeader}>
        <Brand />
        <button
          type="button"
          popoverTarget={EARLY_MENU_ID}
          popoverTargetAction="hide"
          className={classes.earlyMenuClose}
          aria-label="Close menu"
        >
          <IconX size={20} aria-hidden />
        </button>
      </div>
      <nav aria-label="Mobile" className={classes.earlyMenuBody}>
        {SECTION_LINKS.map(({ id, label }) => (
          <SectionLink key={id} id={id} className={classes.drawerLink}>
            {label}
          </SectionLink>
        ))}
        {PAGE_LINKS.map(({ to, label }) => (
          <Link key={to} to={to} className={classes.drawerLink}>
            <IconTrophy size={18} aria-hidden className={classes.drawerLinkIcon} />
            {label}
          </Link>
        ))}
        <a href="/auth" className={classes.drawerLink}>
          Login
        </a>
        <a href={ADMIN_LOGIN_PATH} className={classes.drawerLink}>
          <IconShieldLock size={18} aria-hidden className={classes.drawerLinkIcon} />
          Admin Login
        </a>
      </nav>
    </div>
  );
}
