import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Title, useDataProvider, useGetMany } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { visuallyHidden } from '@/common/a11y';
import type { AdminDataProvider } from '@/dataProvider';
import { serverMessage } from '@/errors';
import type { LoggedEvent, User } from '@/types';
import { ActorPicker } from './ActorPicker';
import { EventRow } from './EventRow';
import { type EventFilters, FILTER_KEYS, filtersFrom, toQuery } from './eventFilters';

const PAGE_SIZE = 50;

/** The raw event log for auditors: filter by stream, type, actor and time; page by cursor. */
export function EventLog() {
  const [params, setParams] = useSearchParams();
  const applied = filtersFrom(params);
  const [draft, setDraft] = useState<EventFilters>(applied);
  // The `after` cursors of the pages before this one; the last is this page's own.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const after = cursors[cursors.length - 1];
  const dataProvider = useDataProvider<AdminDataProvider>();
  const page = useQuery({
    queryKey: ['events', applied, after],
    queryFn: () => dataProvider.events(toQuery(applied, after, PAGE_SIZE)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const events = page.data?.data ?? [];
  const actorIds = [
    ...new Set(events.map((e) => e.metadata?.actorId).filter((id): id is string => !!id)),
  ];
  const { data: actors } = useGetMany<User>(
    'users',
    { ids: actorIds },
    { enabled: actorIds.length > 0 },
  );
  const actorName = (event: LoggedEvent) => {
    const id = event.metadata?.actorId;
    if (id) return actors?.find((u) => u.id === id)?.username ?? id.slice(0, 8);
    const source = event.metadata?.source;
    return typeof source === 'string' ? `system (${source})` : 'system';
  };

  const apply = (filters: EventFilters) => {
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (filters[key]) next.set(key, filters[key]);
    setParams(next);
    setCursors([undefined]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const set = (key: keyof EventFilters) => (value: string) => setDraft({ ...draft, [key]: value });

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Event log" />
      <Card>
        <CardContent>
          <Typography variant="h2" component="h2" gutterBottom>
            Filters
          </Typography>
          <Box
            component="form"
            onSubmit={submit}
            aria-label="Filter events"
            sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <TextField
              label="Stream"
              value={draft.stream}
              onChange={(e) => set('stream')(e.target.value)}
              helperText="e.g. board-nola100"
              sx={{ width: 260 }}
            />
            <TextField
              label="Type"
              value={draft.type}
              onChange={(e) => set('type')(e.target.value)}
              helperText="Comma-separated"
              sx={{ width: 220 }}
            />
            <ActorPicker value={draft.actor} onChange={set('actor')} />
            <TextField
              label="From"
              type="datetime-local"
              value={draft.from}
              onChange={(e) => set('from')(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 220 }}
            />
            <TextField
              label="To (excluded)"
              type="datetime-local"
              value={draft.to}
              onChange={(e) => set('to')(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 220 }}
            />
            <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
              <Button type="submit" variant="contained">
                Apply
              </Button>
              <Button
                onClick={() => {
                  const none = { stream: '', type: '', actor: '', from: '', to: '' };
                  setDraft(none);
                  apply(none);
                }}
              >
                Clear
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
      <Card>
        {page.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            Error loading events: {serverMessage(page.error) ?? 'An error occurred'}
          </Alert>
        ) : page.isPending ? (
          <Box sx={{ p: 2 }} aria-busy="true" aria-label="Loading events">
            <Skeleton height={40} />
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Box>
        ) : events.length === 0 ? (
          <Alert severity="info" sx={{ m: 2 }}>
            No events match.
          </Alert>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label="Events">
            <Table size="small" aria-label="Events, in log order" aria-busy={page.isFetching}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Box component="span" sx={visuallyHidden}>
                      Details
                    </Box>
                  </TableCell>
                  <TableCell>Position</TableCell>
                  <TableCell>When</TableCell>
                  <TableCell>Stream</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Actor</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {events.map((event) => (
                  <EventRow
                    key={event.id}
                    event={event}
                    actor={actorName(event)}
                    onStream={(stream) => {
                      const next = { ...draft, stream };
                      setDraft(next);
                      apply(next);
                    }}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Box
          sx={{ display: 'flex', gap: 1, p: 2, alignItems: 'center', justifyContent: 'flex-end' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            Page {cursors.length}
            {events.length > 0
              ? ` · positions ${events[0]?.position} to ${events[events.length - 1]?.position}`
              : ''}
          </Typography>
          <Button disabled={cursors.length === 1} onClick={() => setCursors([undefined])}>
            First page
          </Button>
          <Button disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
            Previous
          </Button>
          <Button
            variant="outlined"
            disabled={!page.data?.next || page.isFetching}
            onClick={() => page.data?.next && setCursors([...cursors, page.data.next])}
          >
            Next
          </Button>
        </Box>
      </Card>
    </Box>
  );
}
