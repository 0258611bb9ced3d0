import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { LazyVotesChart as VotesChart } from '@/common/LazyVotesChart';
import type { AdminDataProvider } from '@/dataProvider';
import { serverMessage } from '@/errors';
import { formatDateTime } from '@/format';
import { HistoryTimeline } from './HistoryTimeline';
import { actorOf, isRankEntry, timeline, votesPerDay } from './historyModel';

/** Invalidated after every edit and move, so the tab never shows a stale history. */
export const HISTORY_QUERY_KEY = ['prospects', 'history'] as const;
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const historyQueryKey = (prospectId: string) => [...HISTORY_QUERY_KEY, prospectId] as const;

/** A prospect's whole history, read from the log: for auditors. */
export function ProspectHistory({ prospectId }: { prospectId: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const history = useQuery({
    queryKey: historyQueryKey(prospectId),
    queryFn: () => dataProvider.prospectHistory(prospectId),
    retry: false,
  });

  if (history.isPending)
    return (
      <Box aria-busy="true" aria-label="Loading history">
        <Skeleton variant="rounded" height={220} sx={{ mb: 2 }} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Box>
    );
  if (history.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => history.refetch()}>
            Try Again
          </Button>
        }
      >
        Error loading history: {serverMessage(history.error) ?? 'An error occurred'}
      </Alert>
    );

  const { data: entries, unreadable } = history.data;
  const added = entries.find((e) => e.type === 'ProspectAdded');
  const changes = timeline(entries);
  const rankChanges = changes.filter(isRankEntry).length;
  // From the day the prospect was added to today: quiet days show as quiet.
  const votes = votesPerDay(entries, { since: added?.at, until: new Date() });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h2" component="h2">
        History
      </Typography>
      {unreadable.length > 0 && (
        <Alert severity="warning">
          {count(unreadable.length, 'event')} in the log could not be read and{' '}
          {unreadable.length === 1 ? 'is' : 'are'} left out below; this history may lack what{' '}
          {unreadable.length === 1 ? 'it' : 'they'} did:
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {unreadable.map((event) => (
              <li key={event.eventId}>
                {event.type} at position {event.position} (event {event.eventId}, recorded{' '}
                {formatDateTime(event.recordedAt)}): {event.reason}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Typography color="text.secondary">
        {added ? `Added ${formatDateTime(added.at)} by ${actorOf(added)}. ` : ''}
        {count(changes.length - rankChanges - (added ? 1 : 0), 'field edit')},{' '}
        {count(rankChanges, 'rank change')}, {count(entries.length - changes.length, 'vote')}.
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h3" gutterBottom>
            Community votes per day
          </Typography>
          <VotesChart data={votes} label="Community votes per day" />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h3" gutterBottom>
            Changes
          </Typography>
          <HistoryTimeline entries={entries} prospectId={prospectId} />
        </CardContent>
      </Card>
    </Box>
  );
}
