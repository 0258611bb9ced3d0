import { Box, Typography } from '@mui/material';
import { Link } from 'react-admin';
import type { Stats } from '@/types';

type Count = { key: keyof Stats['youScout']; label: string; to?: string };

const filterLink = (resource: string, filter: Record<string, string>) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const COUNTS: Count[] = [
  {
    key: 'pendingReview',
    label: 'Pending review',
    to: filterLink('you-scout/nominations', { status: 'pending' }),
  },
  {
    key: 'approved',
    label: 'Approved',
    to: filterLink('you-scout/nominations', { status: 'approved' }),
  },
  { key: 'public', label: 'Shown publicly' },
  {
    key: 'heldComments',
    label: 'Held comments',
    to: filterLink('you-scout/comments', { status: 'held' }),
  },
  {
    key: 'reportedComments',
    label: 'Reported comments',
    to: filterLink('you-scout/comments', { status: 'reported' }),
  },
  { key: 'votesLast7Days', label: 'Votes, last 7 days' },
];

/** YouScout's figures: what waits for staff (each a link to the list), and the week's votes. */
export function YouScoutCounts({ stats }: { stats: Stats }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 1.5,
      }}
    >
      {COUNTS.map(({ key, label, to }) => (
        <Box key={key} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {to ? <Link to={to}>{label}</Link> : label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2 }}
          >
            {stats.youScout[key].toLocaleString('en-US')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
