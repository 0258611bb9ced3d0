import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { type AuthTab, storeAuthTab, storeRedirect } from '@/lib/auth';

/**
 * Sign in or register on /auth, coming back to `to`: a stored path under /matchups is what
 * makes /auth show its Matchups variant (athlete, coach and scout roles, document 2 §2).
 */
export function SignInButtons({ to }: { to: string }) {
  const navigate = useNavigate();
  const go = (tab: AuthTab) => () => {
    storeRedirect(to);
    storeAuthTab(tab);
    navigate('/auth');
  };
  return (
    <Group gap="sm">
      <Button color="red.8" onClick={go('login')}>
        Sign in
      </Button>
      <Button variant="default" onClick={go('register')}>
        Create an account
      </Button>
    </Group>
  );
}
