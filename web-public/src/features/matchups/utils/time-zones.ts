import { DEFAULT_TIME_ZONE } from '@server/matchups/constants';

/**
 * The IANA zones the browser knows, New Orleans' own first (the server checks the same way), and
 * `include` first when the list lacks it (the runtime knows "UTC" but does not list it).
 */
export function timeZoneOptions(include?: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [DEFAULT_TIME_ZONE, ...known.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
  return include && !zones.includes(include) ? [include, ...zones] : zones;
}

/** An IANA name ("America/Chicago", "UTC") the runtime knows; not an offset such as "+05:00". */
export function isIanaZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone) || zone === 'Etc/Unknown')
    return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone when it is a valid IANA zone, else America/New_York. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isIanaZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
