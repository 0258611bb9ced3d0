import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, IconButton, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '@/format';
import type { LoggedEvent } from '@/types';

const Json = ({ title, value }: { title: string; value: unknown }) => (
  <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
    <Typography variant="subtitle2" component="h3">
      {title}
    </Typography>
    <Box
      component="pre"
      sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, overflow: 'auto', fontSize: 12 }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  </Box>
);

/** One event, and its data and metadata as JSON when expanded. */
export function EventRow({
  event,
  actor,
  onStream,
}: {
  event: LoggedEvent;
  actor: string;
  onStream: (stream: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const detailId = `event-${event.id}`;
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? `Hide ${event.type} details` : `Show ${event.type} details`}
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen(!open)}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {event.position}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(event.metadata?.occurredAt ?? event.recordedAt)}
        </TableCell>
        <TableCell>
          <Box
            component="button"
            type="button"
            onClick={() => onStream(event.stream)}
            title="Show only this stream"
            sx={{
              all: 'unset',
              cursor: 'pointer',
              fontFamily: 'monospace',
              wordBreak: 'break-all',
              color: 'primary.main',
              textDecoration: 'underline',
              '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
            }}
          >
            {event.stream}
          </Box>
          <Typography component="span" variant="caption" color="text.secondary">
            {' '}
            r{event.revision}
          </Typography>
        </TableCell>
        <TableCell>{event.type}</TableCell>
        <TableCell>{actor}</TableCell>
      </TableRow>
      {open && (
        <TableRow id={detailId}>
          <TableCell colSpan={6}>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Json title="Data" value={event.data} />
              <Json title="Metadata" value={event.metadata} />
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
