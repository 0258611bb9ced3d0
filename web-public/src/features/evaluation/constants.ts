/** Document 2 §9's position choices, each with the name a parent would know it by. */
export const POSITION_CHOICES = [
  { value: 'P', label: 'P — Pitcher' },
  { value: 'RHP', label: 'RHP — Right-handed pitcher' },
  { value: 'LHP', label: 'LHP — Left-handed pitcher' },
  { value: 'C', label: 'C — Catcher' },
  { value: '1B', label: '1B — First base' },
  { value: '2B', label: '2B — Second base' },
  { value: '3B', label: '3B — Third base' },
  { value: 'SS', label: 'SS — Shortstop' },
  { value: 'MIF', label: 'MIF — Middle infield' },
  { value: 'INF', label: 'INF — Infield' },
  { value: 'OF', label: 'OF — Outfield' },
  { value: 'LF', label: 'LF — Left field' },
  { value: 'CF', label: 'CF — Center field' },
  { value: 'RF', label: 'RF — Right field' },
  { value: 'UTIL', label: 'UTIL — Utility' },
  { value: 'DH', label: 'DH — Designated hitter' },
] as const;
