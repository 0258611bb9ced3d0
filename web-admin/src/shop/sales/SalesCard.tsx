import {
  Alert,
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { lazy, Suspense } from 'react';
import { formatCents } from '../money';
import type { Sales } from '../types';
import { useSales } from './useSales';

// recharts is the largest library here: it loads only when the chart is shown.
const SalesChart = lazy(() => import('./SalesChart').then((m) => ({ default: m.SalesChart })));

const DAYS = 30;

const plural = (n: number, noun: string) =>
  `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

function Totals({ sales }: { sales: Sales }) {
  const figures: [string, string][] = [
    ['Revenue', formatCents(sales.revenueCents)],
    ['Orders', sales.orders.toLocaleString('en-US')],
    [
      'Average order',
      sales.orders > 0 ? formatCents(Math.round(sales.revenueCents / sales.orders)) : '—',
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))',
        gap: 1.5,
      }}
    >
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: '1.4rem', fontWeight: 700, lineHeight: 1.2 }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Busiest({ sales }: { sales: Sales }) {
  const best = sales.days.reduce<Sales['days'][number] | undefined>(
    (top, d) => (!top || d.revenueCents > top.revenueCents ? d : top),
    undefined,
  );
  return (
    <Typography variant="body2" color="text.secondary">
      {plural(sales.orders, 'order')} over {plural(sales.days.length, 'day')}
      {best && best.revenueCents > 0
        ? `; the best day ${best.day} (${formatCents(best.revenueCents)}, ${plural(best.orders, 'order')}).`
        : '.'}
    </Typography>
  );
}

function TopProducts({ sales }: { sales: Sales }) {
  if (sales.topProducts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="top-products-heading">
      <Typography id="top-products-heading" variant="h3" component="h3" sx={{ fontSize: '1rem' }}>
        Top products
      </Typography>
      <List dense component="ol" disablePadding>
        {sales.topProducts.map((p) => (
          <ListItem key={p.productId} disableGutters>
            <ListItemText
              primary={p.name}
              secondary={`${plural(p.units, 'unit')} · ${formatCents(p.revenueCents)}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The dashboard's shop card: the last 30 days' revenue and orders, per day, and what sold best. */
export function SalesCard() {
  const query = useSales(DAYS);
  const title = `Shop sales, last ${DAYS} days`;
  return (
    <Card component="section" aria-labelledby="card-shop-sales">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="card-shop-sales" variant="h2" component="h2">
          {title}
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rounded" height={96} aria-label="Loading shop sales" />
        ) : query.isError ? (
          <Alert severity="error">Error loading the shop's sales. Please try again later.</Alert>
        ) : (
          <>
            <Totals sales={query.data} />
            {query.data.orders > 0 && (
              <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
                <SalesChart days={query.data.days} />
              </Suspense>
            )}
            <Busiest sales={query.data} />
            <TopProducts sales={query.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
