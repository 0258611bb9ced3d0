// The sites' old address of the nominations' read answers (web-public imports `@server/youscout/
// read-schemas`): types only, kept until the sites import them from `nominations/schemas.ts`.
export type * from './nominations/schemas';
