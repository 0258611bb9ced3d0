import { useDocumentTitle } from '@mantine/hooks';
import { AuthPage } from '@/features/auth/components/auth-page';

/** /auth: sign in, register, and the password-reset overlays (document 2 §2). */
export function Component() {
  useDocumentTitle('Sign In | NOLA Sports');
  return <AuthPage />;
}
