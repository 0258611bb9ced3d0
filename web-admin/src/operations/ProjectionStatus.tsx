import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from '@/format';
import type { Projection } from '@/types';

const STATE_COLOURS = {
  running: 'success',
  failed: 'error',
  rebuilding: 'info',
  interrupted: 'warning',
} as const;

export function StateField() {
  const record = useRecordContext<Projection>();
  if (!record) return null;
  return <Chip size="small" color={STATE_COLOURS[record.state]} label={record.state} />;
}

/** A rebuild's progress (events so far of the total), while one runs. */
export function RebuildProgress() {
  const record = useRecordContext<Projection>();
  const rebuild = record?.rebuild;
  if (!rebuild) return <span>—</span>;
  const percent = rebuild.total ? Math.min(100, (rebuild.events / rebuild.total) * 100) : undefined;
  const text = `${rebuild.events.toLocaleString('en-US')}${rebuild.total ? ` of ${rebuild.total.toLocaleString('en-US')}` : ''} events`;
  return (
    // Spans: it also sits in a phone's list row, inside its text.
    <Box component="span" sx={{ display: 'block', minWidth: 160 }}>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={`Rebuild of ${record?.name}: ${text}`}
      />
      <Typography variant="caption">{text}</Typography>
    </Box>
  );
}

/** The last error, and the event it failed on. */
export function ErrorField() {
  const record = useRecordContext<Projection>();
  if (!record?.lastError) return <span>—</span>;
  const event = record.failedEvent;
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }}>
        {record.lastError}
      </Typography>
      {event && (
        <Typography variant="caption" color="text.secondary" component="div">
          on {event.type} in {event.stream} ({formatDateTime(event.at)})
        </Typography>
      )}
    </Box>
  );
}
