// The nomination form's own Mantine stylesheets, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/Checkbox.css';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGES } from '@/app/route-table';
import { NominatePage } from '@/features/youscout/components/nominate/nominate-page';

/** /you-scout/nominate (signed in; the router guards it). */
export function Component() {
  useDocumentTitle(PAGES['/you-scout/nominate'].title);
  return <NominatePage />;
}
