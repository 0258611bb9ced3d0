// The sign-in forms' own Mantine stylesheets, before their styles (app/mantine-styles.ts).
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@/app/route-table';
import { AuthPage } from '@/features/accounts/components/auth-page';

/** /auth: sign in, register, and the password-reset overlays (document 2 §2). */
export function Component() {
  useDocumentTitle(PAGES['/auth'].title);
  return <AuthPage />;
}
