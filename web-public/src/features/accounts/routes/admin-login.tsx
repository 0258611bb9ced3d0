// The sign-in form's own Mantine stylesheet, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/PasswordInput.css';
import { useDocumentTitle } from '@mantine/hooks';
import { AdminLoginPage } from '@/features/accounts/components/admin-login-page';
import { ACCOUNTS_PAGES } from '@/features/accounts/pages';

/** /admin-login (public): staff sign in for YouScout's review queue. */
export function Component() {
  useDocumentTitle(ACCOUNTS_PAGES['/admin-login'].title);
  return <AdminLoginPage />;
}
