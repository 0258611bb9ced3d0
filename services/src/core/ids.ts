const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The same test for SQL: `value ~* UUID_PATTERN` (case-insensitive, as the flag above). */
export const UUID_PATTERN = UUID.source;

/** Every record and correlation id here is a UUID; anything else names nothing. */
export const isUuid = (value: string): boolean => UUID.test(value);
