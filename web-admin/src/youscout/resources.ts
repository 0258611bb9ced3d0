/**
 * YouScout's resources: each name is its API path under /api/admin (the data provider's
 * simple-rest), and its back-office address under /admin.
 */
export const NOMINATIONS = 'you-scout/nominations';
export const COMMENTS = 'you-scout/comments';
export const BADGES = 'you-scout/badges';
export const USER_BADGES = 'you-scout/user-badges';
