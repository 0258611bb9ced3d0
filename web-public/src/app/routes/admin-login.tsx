// The sign-in form's own Mantine stylesheet, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/PasswordInput.css';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@/app/route-table';
import { AdminLoginPage } from '@/features/accounts/components/admin-login-page';

/** /admin-login (public): staff sign in for YouScout's review queue. */
export function Component() {
  useDocumentTitle(PAGES['/admin-login'].title);
  return <AdminLoginPage />;
}
