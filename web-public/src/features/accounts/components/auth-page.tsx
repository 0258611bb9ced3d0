import { Anchor, Container, Paper, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ForgotPasswordModal } from '@/features/accounts/components/forgot-password-modal';
import { LoginForm } from '@/features/accounts/components/login-form';
import { NewPasswordModal } from '@/features/accounts/components/new-password-modal';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { useAfterSignIn } from '@/features/accounts/components/use-after-sign-in';
import { VariantPanel } from '@/features/accounts/components/variant-panel';
import { chooseVariant } from '@/features/accounts/utils/variant';
import { type AuthTab, peekRedirect, takeAuthTab, useUser } from '@/lib/auth';
import classes from './auth.module.css';

const isAuthTab = (value: string | null): value is AuthTab =>
  value === 'login' || value === 'register';

/** /auth: Login and Register tabs, the forgot-password and set-new-password overlays. */
export function AuthPage() {
  const { data: user } = useUser();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [tab, setTab] = useState<AuthTab>(() => takeAuthTab() ?? 'login');
  const [variant] = useState(() =>
    chooseVariant(peekRedirect(), `${location.pathname}${location.search}`),
  );
  const [forgotOpened, { open: openForgot, close: closeForgot }] = useDisclosure(false);
  const signingIn = useRef(false);
  const afterSignIn = useAfterSignIn();

  // The header's Login or Sign Up, pressed while this page is open already.
  const requestedTab: unknown = (location.state as { authTab?: unknown } | null)?.authTab;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each press is a new location, even for the same tab
  useEffect(() => {
    if (requestedTab !== 'login' && requestedTab !== 'register') return;
    takeAuthTab();
    setTab(requestedTab);
  }, [requestedTab, location.key]);

  const backToLogin = useCallback(() => {
    setTab('login');
    closeForgot();
  }, [closeForgot]);

  const closeNewPassword = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete('token');
        return params;
      },
      { replace: true },
    );
    setTab('login');
  }, [setSearchParams]);

  // Someone already signed in has nothing to do here, unless a reset link brought them.
  if (user && !signingIn.current && !token) return <Navigate to="/" replace />;

  const attempt = () => {
    signingIn.current = true;
  };

  return (
    <div className={classes.page}>
      <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'md', md: 'xl' }}>
          <VariantPanel variant={variant} />
          <Paper
            withBorder
            shadow="md"
            radius="lg"
            p={{ base: 'md', sm: 'xl' }}
            className={classes.card}
          >
            <Title order={2} size="h3" mb={4}>
              {tab === 'login' ? 'Welcome back' : 'Create your account'}
            </Title>
            <Text c="dimmed" size="sm" mb="lg">
              {tab === 'login'
                ? 'Sign in to vote, request evaluations and manage your profile.'
                : 'It takes a minute. Choose the role that fits you best.'}
            </Text>
            <Tabs value={tab} onChange={(value) => isAuthTab(value) && setTab(value)}>
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="login">Login</Tabs.Tab>
                <Tabs.Tab value="register">Register</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="login">
                <LoginForm
                  onAttempt={attempt}
                  onSignedIn={afterSignIn}
                  onForgotPassword={openForgot}
                />
                <Text size="sm" ta="center" mt="lg" c="dimmed">
                  New here?{' '}
                  <Anchor component="button" type="button" onClick={() => setTab('register')}>
                    Create an account
                  </Anchor>
                </Text>
              </Tabs.Panel>
              <Tabs.Panel value="register">
                <RegisterForm variant={variant} onAttempt={attempt} onSignedIn={afterSignIn} />
                <Text size="sm" ta="center" mt="lg" c="dimmed">
                  Already have an account?{' '}
                  <Anchor component="button" type="button" onClick={() => setTab('login')}>
                    Sign in
                  </Anchor>
                </Text>
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </SimpleGrid>
      </Container>
      <ForgotPasswordModal opened={forgotOpened} onClose={backToLogin} />
      {token && !forgotOpened && (
        <NewPasswordModal
          token={token}
          onClose={closeNewPassword}
          onRequestNewLink={() => {
            closeNewPassword();
            openForgot();
          }}
        />
      )}
    </div>
  );
}
