// The sign-in form's own Mantine stylesheet, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/PasswordInput.css';
import { useDocumentTitle } from '@mantine/hooks';
import { LoginTestPage } from '@/features/accounts/components/login-test-page';
import { ACCOUNTS_PAGES } from '@/features/accounts/pages';

/** /test-login (public): the session as the server sees it. */
export function Component() {
  useDocumentTitle(ACCOUNTS_PAGES['/test-login'].title);
  return <LoginTestPage />;
}
