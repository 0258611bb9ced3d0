// The sites' old address of the badge answers' types (web-public imports `@server/youscout/
// badge-schemas`): types only, kept until the sites import them from `badges/schemas.ts`.
export type * from './badges/schemas';
