import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useAuthTest } from '@/features/accounts/api/get-auth-test';
import { loginFailed, loginSucceeded, MISSING_FIELDS } from '@/features/accounts/utils/messages';
import { useLogin, useLogout, useUser } from '@/lib/auth';
import { toast } from '@/lib/notify';
import classes from './test-pages.module.css';

/** What GET /api/auth-test answers for this browser's session, as it is now. */
function AuthTestAnswer({ userId }: { userId: string | null }) {
  const { data, isPending, isError, refetch, isFetching } = useAuthTest(userId);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            GET /api/auth-test
          </Title>
          <Button size="xs" variant="default" onClick={() => refetch()} loading={isFetching}>
            Check again
          </Button>
        </Group>
        {isPending && <Text size="sm">Checking…</Text>}
        {isError && (
          <Alert color="red" title="Error">
            Failed to check authentication status
          </Alert>
        )}
        {data && (
          <>
            <Group gap="xs">
              <Text fw={600}>isAuthenticated:</Text>
              <Badge color={data.isAuthenticated ? 'green.8' : 'gray.7'}>
                {String(data.isAuthenticated)}
              </Badge>
            </Group>
            <Text>
              <Text span fw={600}>
                user:
              </Text>{' '}
              {data.user ? `${data.user.username} (${data.user.role})` : 'none'}
            </Text>
            <pre className={classes.answer} data-testid="auth-test-answer">
              {JSON.stringify(data, null, 2)}
            </pre>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function SignInForm() {
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast(MISSING_FIELDS);
      return;
    }
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (user) => {
          setPassword('');
          toast(loginSucceeded(user.username));
        },
        onError: (error) => toast(loginFailed(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Test login">
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" loading={login.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

/** /test-login and /you-scout/login-test: check the session and sign in or out. */
export function LoginTestPage() {
  const { data: user, isPending } = useUser();
  const logout = useLogout();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged out' }),
      onError: () => toast({ title: 'Failed to log out', variant: 'destructive' }),
    });
  return (
    <Container size="md" py="xl" px="md">
      <Title order={1} mb="xs">
        Login test
      </Title>
      <Text className={classes.hint} mb="lg">
        What the server knows about this browser’s session.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {!isPending && <AuthTestAnswer userId={user?.id ?? null} />}
        <Paper withBorder radius="md" p="md">
          {user ? (
            <Stack gap="sm">
              <Title order={2} size="h4">
                Signed in as @{user.username}
              </Title>
              <Button color="red.8" variant="outline" onClick={signOut} loading={logout.isPending}>
                Sign out
              </Button>
            </Stack>
          ) : (
            <Stack gap="sm">
              <Title order={2} size="h4">
                Sign in
              </Title>
              <SignInForm />
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
