/**
 * The time of day as the API records and judges it: an event's `occurredAt`, a link's or a
 * token's expiry, what "this week" is. Given on the AppContext, never read from `new Date()` in
 * a route, so that a test (or an operator replaying a scenario) can start the API at a fixed
 * instant. What measures a duration (timeouts, uptime, a session's age, rate-limit windows,
 * log stamps) keeps the process's own clock.
 */
export type Clock = { now(): Date };

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };
