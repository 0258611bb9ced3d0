import { List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetMany } from 'react-admin';
import type { AdminDataProvider } from '@/dataProvider';
import { formatDateTime } from '@/format';
import type { EvaluationStatus, LoggedEvent, User } from '@/types';
import { STATUS_LABELS } from './statusFlow';

export const STATUS_HISTORY_KEY = ['evaluation-requests', 'history'] as const;

type Step = { id: string; at: string; text: string; actorId: string | null };

const label = (status: unknown) =>
  typeof status === 'string' && status in STATUS_LABELS
    ? STATUS_LABELS[status as EvaluationStatus]
    : String(status);

function stepOf(event: LoggedEvent): Step | undefined {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const at = String(
    data.changedAt ?? data.requestedAt ?? event.metadata?.occurredAt ?? event.recordedAt,
  );
  const actorId = event.metadata?.actorId ?? null;
  if (event.type === 'EvaluationRequested')
    return { id: event.id, at, actorId, text: 'Requested (Pending)' };
  if (event.type === 'EvaluationStatusChanged')
    return { id: event.id, at, actorId, text: `${label(data.from)} → ${label(data.to)}` };
  return undefined;
}

/** Who moved the request, and when: read from its stream in the event log. */
export function StatusHistory({ requestId }: { requestId: string }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const events = useQuery({
    queryKey: [...STATUS_HISTORY_KEY, requestId],
    queryFn: () => dataProvider.events({ stream: `evaluation-${requestId}`, limit: 1000 }),
    retry: false,
  });
  const steps = (events.data?.data ?? []).map(stepOf).filter((s): s is Step => s !== undefined);
  const actorIds = [...new Set(steps.map((s) => s.actorId).filter((id): id is string => !!id))];
  const { data: users } = useGetMany<User>(
    'users',
    { ids: actorIds },
    { enabled: actorIds.length > 0 },
  );
  const nameOf = (id: string | null) =>
    id ? (users?.find((u) => u.id === id)?.username ?? `user ${id.slice(0, 8)}`) : 'system';

  return (
    <>
      <Typography variant="h3" component="h2" gutterBottom>
        Status history
      </Typography>
      {events.isPending ? (
        <Skeleton height={80} />
      ) : events.isError ? (
        <Typography color="error">Error loading the status history.</Typography>
      ) : (
        <List dense aria-label="Status history, oldest first">
          {steps.map((step) => (
            <ListItem key={step.id} disableGutters divider>
              <ListItemText
                primary={step.text}
                secondary={`${formatDateTime(step.at)} · by ${nameOf(step.actorId)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
