// The sign-in form's own Mantine stylesheet, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/PasswordInput.css';
import { useDocumentTitle } from '@mantine/hooks';
import { LoginTestPage } from '@/features/accounts/components/login-test-page';
import { ACCOUNTS_PAGES } from '@/features/accounts/pages';

/**
 * /you-scout/login-test: /test-login's page under YouScout. A module of its own, as the build
 * writes one HTML file per module and fills each once (build-tools/prerender.ts).
 */
export function Component() {
  useDocumentTitle(ACCOUNTS_PAGES['/you-scout/login-test'].title);
  return <LoginTestPage />;
}
