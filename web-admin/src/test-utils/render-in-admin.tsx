import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type DataProvider,
  defaultI18nProvider,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';

/** A busy two-core machine renders react-admin slowly; wait for it, not react's default 1 s. */
export const SLOW = { timeout: 10_000 };

/**
 * A component in the back office's contexts, with its toasts. The back office's own
 * translations: <Admin> translates with react-admin's English messages.
 */
export function renderInAdmin(
  ui: ReactNode,
  {
    record,
    resource,
    dataProvider = testDataProvider(),
  }: { record?: object; resource: string; dataProvider?: DataProvider },
) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
      <ResourceContextProvider value={resource}>
        {record ? <RecordContextProvider value={record}>{ui}</RecordContextProvider> : ui}
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}
