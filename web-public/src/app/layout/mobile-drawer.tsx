import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import {
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconTrophy,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { AccountAvatar } from '@/app/layout/account-avatar';
import { useOpenAuth } from '@/app/layout/auth-buttons';
import { Brand } from '@/app/layout/brand';
import { ADMIN_HREF, ADMIN_LOGIN_PATH, PAGE_LINKS, SECTION_LINKS } from '@/app/layout/nav-items';
import { PageLink } from '@/app/layout/page-link';
import { SectionLink } from '@/app/layout/section-link';
import { useSignOut } from '@/app/layout/use-sign-out';
import { type User, useIsAdmin } from '@/lib/auth';
import { useGoToSection } from '@/lib/scroll';
import classes from './layout.module.css';

type MobileDrawerProps = { user: User | null | undefined; opened: boolean; onClose: () => void };

/** The phone menu's drawer, loaded the first time the menu opens (it is not on the first screen). */
export default function MobileDrawer({ user, opened, onClose: close }: MobileDrawerProps) {
  const goToSection = useGoToSection();
  // A section is scrolled to once the drawer has let go of the page's scroll.
  const pendingSection = useRef<string | null>(null);

  const selectSection = (id: string) => {
    pendingSection.current = id;
    close();
  };
  const afterClose = () => {
    const id = pendingSection.current;
    pendingSection.current = null;
    if (id) goToSection(id);
  };

  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={close}
      onExitTransitionEnd={afterClose}
      position="right"
      size="min(22rem, 88vw)"
      title={<Brand onNavigate={close} />}
      classNames={{
        header: classes.drawerHeader,
        content: classes.drawerContent,
        close: classes.drawerClose,
      }}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Mobile">
        <Stack gap={2} mt="sm">
          {SECTION_LINKS.map(({ id, label }) => (
            <SectionLink key={id} id={id} className={classes.drawerLink} onSelect={selectSection}>
              {label}
            </SectionLink>
          ))}
          {PAGE_LINKS.map(({ to, label }) => (
            <PageLink key={to} to={to} className={classes.drawerLink} onClick={close}>
              <IconTrophy size={18} aria-hidden className={classes.drawerLinkIcon} />
              {label}
            </PageLink>
          ))}
        </Stack>
      </nav>
      <Divider my="lg" color="rgba(255,255,255,0.12)" />
      {user ? (
        <SignedInItems user={user} onNavigate={close} />
      ) : (
        user === null && <SignedOutItems onNavigate={close} />
      )}
    </Drawer>
  );
}

function SignedOutItems({ onNavigate }: { onNavigate: () => void }) {
  const openAuth = useOpenAuth();
  return (
    <Stack gap="sm">
      <Button
        variant="outline"
        color="gray.0"
        size="md"
        className={classes.outlineButton}
        onClick={() => {
          onNavigate();
          openAuth('login');
        }}
      >
        Login
      </Button>
      {/* The desktop header's Admin button (document 2 §2), as on the phone. */}
      <Button
        component="a"
        href={ADMIN_HREF}
        variant="outline"
        color="gray.0"
        size="md"
        className={classes.outlineButton}
        leftSection={<IconShieldLock size={18} aria-hidden />}
      >
        Admin
      </Button>
      <Button
        color="red.7"
        size="md"
        onClick={() => {
          onNavigate();
          openAuth('register');
        }}
      >
        Sign Up
      </Button>
      <Link to={ADMIN_LOGIN_PATH} className={classes.drawerLink} onClick={onNavigate}>
        <IconShieldLock size={18} aria-hidden className={classes.drawerLinkIcon} />
        Admin Login
      </Link>
    </Stack>
  );
}

function SignedInItems({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { data: isAdmin } = useIsAdmin(user);
  const { signOut } = useSignOut();
  return (
    <Stack gap={2}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <AccountAvatar user={user} />
        <div>
          <Text fw={600} c="white">
            @{user.username}
          </Text>
          <Text size="xs" c="navy.2" tt="capitalize">
            {user.role}
          </Text>
        </div>
      </Group>
      <Link to="/profile" className={classes.drawerLink} onClick={onNavigate}>
        <IconUserCircle size={18} aria-hidden className={classes.drawerLinkIcon} />
        Profile
      </Link>
      <Link to="/profile/family" className={classes.drawerLink} onClick={onNavigate}>
        <IconUsers size={18} aria-hidden className={classes.drawerLinkIcon} />
        Family
      </Link>
      {isAdmin && (
        <a href={ADMIN_HREF} className={classes.drawerLink}>
          <IconShieldLock size={18} aria-hidden className={classes.drawerLinkIcon} />
          Admin Panel
        </a>
      )}
      <Link to="/profile" className={classes.drawerLink} onClick={onNavigate}>
        <IconSettings size={18} aria-hidden className={classes.drawerLinkIcon} />
        Settings
      </Link>
      {!isAdmin && (
        <Link to={ADMIN_LOGIN_PATH} className={classes.drawerLink} onClick={onNavigate}>
          <IconShieldLock size={18} aria-hidden className={classes.drawerLinkIcon} />
          Admin Login
        </Link>
      )}
      <button
        type="button"
        className={classes.drawerLink}
        onClick={() => {
          onNavigate();
          signOut();
        }}
      >
        <IconLogout size={18} aria-hidden className={classes.drawerLinkIcon} />
        Logout
      </button>
    </Stack>
  );
}
