// The nomination form's own Mantine stylesheets, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/Checkbox.css';
import { useDocumentTitle } from '@mantine/hooks';
import { NominatePage } from '@/features/youscout/components/nominate/nominate-page';
import { YOUSCOUT_PAGES } from '@/features/youscout/pages';

/** /you-scout/nominate (signed in; the router guards it). */
export function Component() {
  useDocumentTitle(YOUSCOUT_PAGES['/you-scout/nominate'].title);
  return <NominatePage />;
}
