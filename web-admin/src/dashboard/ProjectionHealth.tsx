import { Box, Button, Chip, Typography } from '@mui/material';
import { Link } from 'react-admin';
import type { Stats } from '@/types';

/** The projectors at a glance: running, failed, rebuilding, interrupted, and the worst lag. */
export function ProjectionHealth({ stats }: { stats: Stats }) {
  const { total, running, failed, rebuilding, interrupted, maxLag } = stats.projections;
  const healthy = failed === 0 && rebuilding === 0 && interrupted === 0;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>
        {healthy
          ? `All ${total} projectors running.`
          : `${running} of ${total} projectors running.`}{' '}
        Largest lag: {maxLag.toLocaleString('en-US')} {maxLag === 1 ? 'event' : 'events'}.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color="success" label={`${running} running`} />
        <Chip size="small" color={failed > 0 ? 'error' : 'default'} label={`${failed} failed`} />
        <Chip
          size="small"
          color={rebuilding > 0 ? 'info' : 'default'}
          label={`${rebuilding} rebuilding`}
        />
        {interrupted > 0 && (
          <Chip size="small" color="warning" label={`${interrupted} rebuild interrupted`} />
        )}
      </Box>
      <Button component={Link} to="/projections" size="small" sx={{ justifySelf: 'start' }}>
        Open projections
      </Button>
    </Box>
  );
}
