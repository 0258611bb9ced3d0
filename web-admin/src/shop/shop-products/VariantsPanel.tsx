import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { LOW_STOCK_THRESHOLD } from '@server/shop/constants';
import { useState } from 'react';
import { visuallyHidden } from '@/common/a11y';
import { formatCents } from '../money';
import type { AdminProduct, AdminVariant } from '../types';
import { StockAdjustmentDialog } from './StockAdjustmentDialog';
import { VariantDialog } from './VariantDialog';

type Asking = { kind: 'add' } | { kind: 'edit' | 'stock'; variant: AdminVariant } | null;

const STOCK_COLUMNS = [
  ['onHand', 'On hand'],
  ['reserved', 'Held by checkouts'],
  ['sold', 'Sold'],
] as const;

const Available = ({ units }: { units: number }) =>
  units <= 0 ? (
    <Chip size="small" color="error" label="Sold out" />
  ) : units < LOW_STOCK_THRESHOLD ? (
    <Chip size="small" color="warning" label={`${units} left`} />
  ) : (
    <span>{units}</span>
  );

/**
 * The product's sizes and colours with their stock: what is on the shelf, what checkouts hold
 * for 30 minutes, what was sold, and what is left to sell. Each is changed here, and its stock
 * moved by an adjustment that says why.
 */
export function VariantsPanel({ product }: { product: AdminProduct }) {
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  return (
    <Box component="section" aria-labelledby="variants-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="variants-heading" variant="h3" component="h2">
          Sizes and colours
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setAsking({ kind: 'add' })}>
          Add variant
        </Button>
      </Box>
      {product.variants.length === 0 ? (
        <Typography color="text.secondary">
          None yet: the product cannot be bought until it has one.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="variants-heading">
            <TableHead>
              <TableRow>
                <TableCell>SKU</TableCell>
                <TableCell>Size</TableCell>
                <TableCell>Color</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell>On sale</TableCell>
                {STOCK_COLUMNS.map(([key, label]) => (
                  <TableCell key={key} align="right">
                    {label}
                  </TableCell>
                ))}
                <TableCell align="right">Available</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {product.variants.map((variant) => (
                <TableRow key={variant.id}>
                  <TableCell component="th" scope="row">
                    {variant.sku}
                  </TableCell>
                  <TableCell>{variant.size}</TableCell>
                  <TableCell>{variant.colour}</TableCell>
                  <TableCell align="right">
                    {variant.priceCents === null ? (
                      <Typography component="span" color="text.secondary">
                        {formatCents(product.priceCents)}
                      </Typography>
                    ) : (
                      formatCents(variant.priceCents)
                    )}
                  </TableCell>
                  <TableCell>{variant.active ? 'Yes' : 'No'}</TableCell>
                  {STOCK_COLUMNS.map(([key]) => (
                    <TableCell key={key} align="right">
                      {variant[key]}
                    </TableCell>
                  ))}
                  <TableCell align="right">
                    <Available units={variant.available} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      aria-label={`Edit ${variant.sku}`}
                      onClick={() => setAsking({ kind: 'edit', variant })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      aria-label={`Adjust stock of ${variant.sku}`}
                      onClick={() => setAsking({ kind: 'stock', variant })}
                    >
                      Adjust stock
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {asking?.kind === 'add' && <VariantDialog product={product} onClose={close} />}
      {asking?.kind === 'edit' && (
        <VariantDialog product={product} variant={asking.variant} onClose={close} />
      )}
      {asking?.kind === 'stock' && (
        <StockAdjustmentDialog product={product} variant={asking.variant} onClose={close} />
      )}
    </Box>
  );
}
