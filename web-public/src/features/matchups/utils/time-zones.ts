import { DEFAULT_TIME_ZONE } from '@server/matchups/constants';

/** The IANA zones the browser knows, New Orleans' own first (the server checks the same way). */
export function timeZoneOptions(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIME_ZONE, ...known.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}
