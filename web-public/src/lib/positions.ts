import type { Position } from '@server/prospects/constants';

/**
 * Document 2 §9's position choices, each with the name a parent would know it by: every one of
 * the server's positions (the record's type says so), in the order the evaluation request's and
 * YouScout's nomination forms list them.
 */
export const POSITION_LABELS: Record<Position, string> = {
  P: 'P — Pitcher',
  RHP: 'RHP — Right-handed pitcher',
  LHP: 'LHP — Left-handed pitcher',
  C: 'C — Catcher',
  '1B': '1B — First base',
  '2B': '2B — Second base',
  '3B': '3B — Third base',
  SS: 'SS — Shortstop',
  MIF: 'MIF — Middle infield',
  INF: 'INF — Infield',
  OF: 'OF — Outfield',
  LF: 'LF — Left field',
  CF: 'CF — Center field',
  RF: 'RF — Right field',
  UTIL: 'UTIL — Utility',
  DH: 'DH — Designated hitter',
};
