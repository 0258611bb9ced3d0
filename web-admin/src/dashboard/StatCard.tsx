import { Alert, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Stats } from '@/types';

/** A small dashboard card over the stats query: skeleton, error, or its content. */
export function StatCard({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<Stats>;
  children: (stats: Stats) => ReactNode;
}) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h2" component="h2" gutterBottom>
          {title}
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rounded" height={96} aria-label={`Loading ${title.toLowerCase()}`} />
        ) : query.isError ? (
          <Alert severity="error">Error loading the figures. Please try again later.</Alert>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
