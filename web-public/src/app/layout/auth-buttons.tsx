import { Button, Group } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_HREF } from '@/app/layout/nav-items';
import { type AuthTab, storeAuthTab } from '@/lib/auth';
import classes from './layout.module.css';

/**
 * Opens /auth on the given tab. The tab is handed over through a stored value (document 2 §2),
 * and through the navigation's state for a visitor who is on /auth already.
 */
export function useOpenAuth(): (tab: AuthTab) => void {
  const navigate = useNavigate();
  return (tab: AuthTab) => {
    storeAuthTab(tab);
    navigate('/auth', { state: { authTab: tab } });
  };
}

/** The signed-out header buttons: Login, Admin, Sign Up (document 2 §2). */
export function AuthButtons() {
  const openAuth = useOpenAuth();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="subtle"
        color="gray.0"
        className={classes.ghostButton}
        onClick={() => openAuth('login')}
      >
        Login
      </Button>
      <Button
        component="a"
        href={ADMIN_HREF}
        variant="outline"
        color="gray.0"
        className={classes.outlineButton}
        leftSection={<IconShieldLock size={16} aria-hidden />}
      >
        Admin
      </Button>
      <Button color="red.7" onClick={() => openAuth('register')}>
        Sign Up
      </Button>
    </Group>
  );
}
