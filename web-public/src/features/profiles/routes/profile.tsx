// The profile's own Mantine stylesheets, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Switch.css';
import { useDocumentTitle } from '@mantine/hooks';
import { ProfilePage } from '@/features/profiles/components/profile-page';
import { PROFILES_PAGES } from '@/features/profiles/pages';

/** /profile (signed in; the router guards it). */
export function Component() {
  useDocumentTitle(PROFILES_PAGES['/profile'].title);
  return <ProfilePage />;
}
