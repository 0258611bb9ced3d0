/**
 * How both back offices (the admin app and the site's YouScout drawer) put a nomination's
 * `votes.sharedAddresses` into words: the days one address made several of its voters'
 * accounts. Plain text, no dependencies, so the sites import it as they import constants.
 */
export type SharedAddressGroup = { day: string; accountsMade: number; voted: number };

/** Records of who made an account are kept this many days (accounts/registration-clients.ts). */
export const SHARED_ADDRESS_DAYS = 30;

/** "3 of 4 accounts one address made on Dec 2, 2026; …", or that there are none. */
export function describeSharedAddresses(groups: readonly SharedAddressGroup[]): string {
  if (groups.length === 0) return `None in the last ${SHARED_ADDRESS_DAYS} days`;
  return groups
    .map(
      ({ day, accountsMade, voted }) =>
        `${voted} of ${accountsMade} accounts one address made on ${longDay(day)}`,
    )
    .join('; ');
}

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
