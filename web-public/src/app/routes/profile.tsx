import { useDocumentTitle } from '@mantine/hooks';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** /profile (signed in; the router guards it). */
export function Component() {
  useDocumentTitle('My Profile | NOLA Sports');
  return <ProfilePage />;
}
