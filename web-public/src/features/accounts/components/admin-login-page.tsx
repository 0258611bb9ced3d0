import {
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ADMIN_LOGIN_FAILED,
  ADMIN_LOGIN_SUCCEEDED,
  ADMIN_REDIRECT_MS,
  MISSING_FIELDS,
} from '@/features/accounts/utils/messages';
import { ACCESS_DENIED } from '@/lib/admin-route';
import { type User, useIsAdmin, useLogin } from '@/lib/auth';
import { BACK_OFFICE_YOUSCOUT, backOffice } from '@/lib/back-office';
import { toast } from '@/lib/notify';
import classes from './test-pages.module.css';

/**
 * After a sign-in: the server says whether this user is an admin (never the role in the
 * answer); an admin goes on to the staff area after 500 ms (the back office's YouScout screen, where
 * document 2 §2's /you-scout/admin now leads: a full page load), anyone else is turned away home.
 */
function useAdminVerdict(user: User | null) {
  const navigate = useNavigate();
  const { data: isAdmin, isError } = useIsAdmin(user);
  useEffect(() => {
    if (!user || (isAdmin === undefined && !isError)) return;
    if (isAdmin) {
      toast(ADMIN_LOGIN_SUCCEEDED);
      const timer = setTimeout(() => backOffice.open(BACK_OFFICE_YOUSCOUT), ADMIN_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    toast({
      title: ACCESS_DENIED.title,
      description: ACCESS_DENIED.notAdmin,
      variant: 'destructive',
    });
    navigate('/', { replace: true });
  }, [user, isAdmin, isError, navigate]);
  return Boolean(user) && isAdmin === undefined && !isError;
}

/** /admin-login: staff sign in here and go on to YouScout's review queue in the back office. */
export function AdminLoginPage() {
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [signedIn, setSignedIn] = useState<User | null>(null);
  const checking = useAdminVerdict(signedIn);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast(MISSING_FIELDS);
      return;
    }
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: setSignedIn, onError: () => toast(ADMIN_LOGIN_FAILED) },
    );
  };

  const busy = login.isPending || checking;
  return (
    <Container size={440} py={48} px="md">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate aria-label="Admin login">
          <Stack gap="md">
            <Stack gap={4} align="center">
              <IconShieldLock size={36} aria-hidden className={classes.adminIcon} />
              <Title order={1} size="h2">
                Admin Login
              </Title>
              <Text size="sm" ta="center" className={classes.hint}>
                Staff sign in to review YouScout nominations.
              </Text>
            </Stack>
            <TextInput
              label="Username"
              autoComplete="username"
              withAsterisk
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              withAsterisk
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" size="md" fullWidth loading={busy}>
              Sign in as admin
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
