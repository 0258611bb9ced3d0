import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatCents } from '../money';
import type { AdminOrder } from '../types';

/** The order's lines at the prices paid (the catalogue's may have changed since). */
export function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="items-heading">
      <Typography id="items-heading" variant="h3" component="h2" gutterBottom>
        Items
      </Typography>
      <Table size="small" aria-labelledby="items-heading">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>SKU</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Line total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((line) => (
            <TableRow key={line.variantId}>
              <TableCell component="th" scope="row">
                {line.name} ({line.size}, {line.colour})
              </TableCell>
              <TableCell>{line.sku}</TableCell>
              <TableCell align="right">{formatCents(line.unitCents)}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatCents(line.lineCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
