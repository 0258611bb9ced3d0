// The sign-in forms' own Mantine stylesheets, before their styles (app/mantine-styles.ts).
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { useDocumentTitle } from '@mantine/hooks';
import { AuthPage } from '@/features/accounts/components/auth-page';
import { ACCOUNTS_PAGES } from '@/features/accounts/pages';

/** /auth: sign in, register, and the password-reset overlays (document 2 §2). */
export function Component() {
  useDocumentTitle(ACCOUNTS_PAGES['/auth'].title);
  return <AuthPage />;
}
