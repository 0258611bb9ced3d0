import { Center, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
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
  return (
    <Center mih="60vh" role="status" aria-label="Opening the back office">
      <Loader />
    </Center>
  );
}
