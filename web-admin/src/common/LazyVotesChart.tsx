import { Skeleton } from '@mui/material';
import { type ComponentProps, lazy, Suspense } from 'react';

// recharts is the largest library here: it loads only when a chart is shown.
const VotesChart = lazy(() => import('./VotesChart').then((m) => ({ default: m.VotesChart })));

export function LazyVotesChart(props: ComponentProps<typeof VotesChart>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 220} />}>
      <VotesChart {...props} />
    </Suspense>
  );
}
