import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PaymentRecord } from '@server/payments/schemas';
import { formatCents } from '@/common/money';
import { formatDateTime } from '@/format';

/**
 * A payment's (or subscription's) events, oldest first, as its stream holds them. Undefined
 * while the page shows the list's copy of the record (which has no events) before its own.
 */
export const PaymentEvents = ({ events = [] }: { events?: PaymentRecord['events'] }) => (
  <>
    <Typography variant="h3" component="h2" gutterBottom>
      Events
    </Typography>
    <Table size="small" aria-label="Events">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Event</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Detail</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.id}>
            <TableCell>{formatDateTime(event.at)}</TableCell>
            <TableCell>{event.type}</TableCell>
            <TableCell align="right">
              {event.amountCents === null ? '' : formatCents(event.amountCents)}
            </TableCell>
            <TableCell>
              {[event.reason, event.providerEventId && `provider event ${event.providerEventId}`]
                .filter(Boolean)
                .join(' · ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </>
);
