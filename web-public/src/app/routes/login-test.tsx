// The sign-in form's own Mantine stylesheet, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/PasswordInput.css';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@/app/route-table';
import { LoginTestPage } from '@/features/accounts/components/login-test-page';

/** /test-login (public): the session as the server sees it. */
export function Component() {
  useDocumentTitle(PAGES['/test-login'].title);
  return <LoginTestPage />;
}
