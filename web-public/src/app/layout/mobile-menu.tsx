import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { EARLY_MENU_ID, EarlyMenu } from '@/app/layout/early-menu';
import type { User } from '@/lib/auth';

const MobileDrawer = lazy(() => import('@/app/layout/mobile-drawer'));

/** The phone and tablet menu: mirrors the header, plus an Admin Login link (document 2 §2). */
export function MobileMenu({ user }: { user: User | null | undefined }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code is fetched on the first open and kept mounted after that.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Burger
        opened={opened}
        // Before the scripts have run the button opens the page's own popover (EarlyMenu); once
        // they have, this handler takes the tap and the drawer opens instead.
        popoverTarget={EARLY_MENU_ID}
        onClick={(event) => {
          event.preventDefault();
          setWanted(true);
          toggle();
        }}
        color="white"
        size="sm"
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls="mobile-menu"
      />
      <EarlyMenu />
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer user={user} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
