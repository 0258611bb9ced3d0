import LockIcon from '@mui/icons-material/Lock';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useLogin, useNotify } from 'react-admin';
import { serverMessage } from '@/errors';
import { NAVY, RED } from '@/theme';

type Credentials = { username: string; password: string };

// Document 2 §5's sign-in rules.
const validateUsername = (value: unknown) =>
  typeof value === 'string' && value.trim().length >= 3
    ? undefined
    : 'Username must be at least 3 characters';
const validatePassword = (value: unknown) =>
  typeof value === 'string' && value.length >= 6
    ? undefined
    : 'Password must be at least 6 characters';

/** The staff sign-in, in the brand's navy and red. */
export function Login() {
  const login = useLogin();
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const submit = async (values: Partial<Credentials>) => {
    setPending(true);
    try {
      await login({ username: values.username?.trim(), password: values.password });
    } catch (error) {
      notify(serverMessage(error) ?? 'Invalid username or password', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: `radial-gradient(circle at 20% 10%, #1d3557 0%, ${NAVY} 55%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400, borderTop: `6px solid ${RED}` }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
            <Avatar sx={{ bgcolor: NAVY }}>
              <LockIcon aria-hidden="true" />
            </Avatar>
            <Box>
              <Typography variant="h1" component="h1" sx={{ fontSize: '1.4rem' }}>
                NOLA Sports
              </Typography>
              <Typography color="text.secondary">Staff back office</Typography>
            </Box>
          </Box>
          <Form<Credentials> onSubmit={submit} noValidate>
            <TextInput
              source="username"
              label="Username"
              autoComplete="username"
              validate={validateUsername}
              autoFocus
              disabled={pending}
            />
            <PasswordInput
              source="password"
              label="Password"
              autoComplete="current-password"
              validate={validatePassword}
              disabled={pending}
            />
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              fullWidth
              size="large"
              disabled={pending}
              sx={{ mt: 2 }}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {pending ? 'Signing in…' : 'Sign in'}
            </Button>
          </Form>
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            <Link href="/">Back to the website</Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
