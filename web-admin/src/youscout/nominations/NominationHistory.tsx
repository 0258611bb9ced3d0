import { List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from '@/format';
import type { NominationDetail } from '../types';
import { STATUS_LABELS } from './status';
import { useActorNames } from './useActorNames';

/** Every status change, oldest first: the status, who made it, when, and why. */
export function NominationHistory() {
  const record = useRecordContext<NominationDetail>();
  const nameOf = useActorNames(record?.history?.map((row) => row.actor) ?? []);
  if (!record) return null;
  // The list's copy shows first (react-admin's placeholder), without the history: it follows.
  if (!record.history) return <Skeleton height={80} aria-label="Loading the history" />;
  return (
    <section aria-labelledby="history-heading">
      <Typography id="history-heading" variant="h3" component="h2" gutterBottom>
        History
      </Typography>
      <List dense aria-label="Status history, oldest first">
        {record.history.map((row) => (
          <ListItem key={`${row.at}-${row.status}-${row.actor}`} disableGutters divider>
            <ListItemText
              primary={
                row.status === 'pending' ? 'Submitted (pending review)' : STATUS_LABELS[row.status]
              }
              secondary={[
                `${formatDateTime(row.at)} · by ${nameOf(row.actor)}`,
                row.reason ? `Reason: ${row.reason}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
