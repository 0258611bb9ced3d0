import { Box, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AuthButtons } from '@/app/layout/auth-buttons';
import { Brand } from '@/app/layout/brand';
import { MobileMenu } from '@/app/layout/mobile-menu';
import { PAGE_LINKS, SECTION_LINKS } from '@/app/layout/nav-items';
import { PageLink } from '@/app/layout/page-link';
import { SectionLink } from '@/app/layout/section-link';
import { useScrolledPast } from '@/app/layout/use-scrolled-past';
import { CartButton } from '@/components/cart/cart-button';
import { useUser } from '@/lib/auth';
import classes from './layout.module.css';

// The avatar menu (and the popover code under it) is for signed-in visitors only: fetched when needed.
const UserMenu = lazy(() =>
  import('@/app/layout/user-menu').then(({ UserMenu }) => ({ default: UserMenu })),
);

// The bell, for signed-in visitors only, as the menu.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then(({ NotificationBell }) => ({
    default: NotificationBell,
  })),
);

/** Document 2 §9: the header casts a shadow once the page has scrolled past 20px. */
export const SHADOW_AFTER_PX = 20;

/**
 * The sticky site header (document 2 §2). Its nine links, the cart and the account's buttons
 * fit in one row from Mantine's xl (1408px); narrower screens have the menu.
 */
export function Header() {
  const { data: user, isPending } = useUser();
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Brand />
          <Box component="nav" aria-label="Main" visibleFrom="xl" className={classes.nav}>
            {SECTION_LINKS.map(({ id, label }) => (
              <SectionLink key={id} id={id} className={classes.navLink}>
                {label}
              </SectionLink>
            ))}
            {PAGE_LINKS.map(({ to, label }) => (
              <PageLink key={to} to={to} className={classes.navLink}>
                {label}
              </PageLink>
            ))}
          </Box>
          <Group gap="xs" wrap="nowrap" className={classes.actions}>
            {/* The cart and the bell at every width (one live stream a page); the rest moves
                into the menu. */}
            <CartButton />
            {!isPending && user && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
            <Group gap="xs" wrap="nowrap" visibleFrom="xl">
              {!isPending &&
                (user ? (
                  <Suspense fallback={null}>
                    <UserMenu user={user} />
                  </Suspense>
                ) : (
                  <AuthButtons />
                ))}
            </Group>
            <Box hiddenFrom="xl">
              <MobileMenu user={isPending ? undefined : (user ?? null)} />
            </Box>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
