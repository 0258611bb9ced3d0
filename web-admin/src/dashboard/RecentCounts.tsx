import { Box, Typography } from '@mui/material';
import type { Stats } from '@/types';

const LABELS: [keyof Stats['last7Days'], string][] = [
  ['contactSubmissions', 'Contact messages'],
  ['newsletterSubscriptions', 'Newsletter sign-ups'],
  ['evaluationRequests', 'Evaluation requests'],
  ['votes', 'Votes'],
  ['registrations', 'New accounts'],
];

/** What came in over the last 7 days. */
export function RecentCounts({ stats }: { stats: Stats }) {
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
      {LABELS.map(([key, label]) => (
        <Box key={key} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2 }}
          >
            {stats.last7Days[key].toLocaleString('en-US')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
