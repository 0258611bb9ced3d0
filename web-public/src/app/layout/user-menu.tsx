import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { AccountAvatar } from '@/app/layout/account-avatar';
import { ADMIN_HREF } from '@/app/layout/nav-items';
import { useSignOut } from '@/app/layout/use-sign-out';
import { type User, useIsAdmin } from '@/lib/auth';
import classes from './layout.module.css';

/** The signed-in visitor's avatar menu (document 2 §2). */
export function UserMenu({ user }: { user: User }) {
  const { data: isAdmin } = useIsAdmin(user);
  const { signOut } = useSignOut();
  return (
    <Menu position="bottom-end" width={220} shadow="lg" withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          aria-label={`Account menu for ${user.username}`}
        >
          <Group gap={8} wrap="nowrap">
            <AccountAvatar user={user} size={34} />
            <Text size="sm" fw={600} className={classes.userName}>
              {user.username}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>@{user.username}</Menu.Label>
        <Menu.Item
          component={Link}
          to="/profile"
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/profile/family"
          leftSection={<IconUsers size={16} aria-hidden />}
        >
          Family
        </Menu.Item>
        {isAdmin && (
          <Menu.Item
            component="a"
            href={ADMIN_HREF}
            leftSection={<IconShieldLock size={16} aria-hidden />}
          >
            Admin Panel
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to="/profile"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={signOut} leftSection={<IconLogout size={16} aria-hidden />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
