import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { Loading } from '@/components/ui/loading/loading';
import { YOUSCOUT_PAGES } from '@/features/youscout/pages';
import { BACK_OFFICE_YOUSCOUT, backOffice } from '@/lib/back-office';

/**
 * /you-scout/admin and /you-scout/actual-admin: staff work in the back office. The router puts
 * the admin guard in front (a non-admin gets Access Denied and goes home); past it, the
 * back office's YouScout screen.
 */
export function Component() {
  useDocumentTitle(YOUSCOUT_PAGES['/you-scout/admin'].title);
  useEffect(() => backOffice.open(BACK_OFFICE_YOUSCOUT), []);
  return <Loading mih="60vh" label="Opening the back office" />;
}
