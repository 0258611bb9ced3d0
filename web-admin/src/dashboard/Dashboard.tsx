import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { LazyVotesChart as VotesChart } from '@/common/LazyVotesChart';
import { SalesCard } from '@/shop';
import { ProjectionHealth } from './ProjectionHealth';
import { RecentCounts } from './RecentCounts';
import { StatCard } from './StatCard';
import { SubmissionTabs } from './SubmissionTabs';
import { useStats } from './useStats';
import { YouScoutCounts } from './YouScoutCounts';

/** Admin Dashboard: the form records in three tabs, and small cards beside them. */
export function Dashboard() {
  const stats = useStats();
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Admin Dashboard" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <SubmissionTabs />
          <Typography variant="body2" color="text.secondary" component="p">
            This dashboard is only accessible to administrators and provides a record of all form
            submissions.
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <StatCard title="Last 7 days" query={stats}>
            {(s) => <RecentCounts stats={s} />}
          </StatCard>
          <StatCard title="YouScout" query={stats}>
            {(s) => <YouScoutCounts stats={s} />}
          </StatCard>
          <SalesCard />
          <StatCard title="Votes per day" query={stats}>
            {(s) => (
              <VotesChart
                data={s.votesPerDay}
                height={180}
                label="Community votes per day, last 14 days"
              />
            )}
          </StatCard>
          <StatCard title="Projector health" query={stats}>
            {(s) => <ProjectionHealth stats={s} />}
          </StatCard>
        </Box>
      </Box>
    </Box>
  );
}
