const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every record and correlation id here is a UUID; anything else names nothing. */
export const isUuid = (value: string): boolean => UUID.test(value);
