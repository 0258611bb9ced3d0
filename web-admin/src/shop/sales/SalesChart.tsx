import { Box } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { NAVY } from '@/theme';
import { formatCents } from '../money';
import type { Sales } from '../types';

const shortDay = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(month)}/${Number(date)}`;
};

const LABEL = 'Revenue per day';

/**
 * Revenue per day as bars (the card says the figures in words too). Not hidden from assistive
 * technology: recharts makes the chart focusable (its keyboard tooltip), and a focusable element
 * inside aria-hidden is announced as nothing (axe's aria-hidden-focus), so it is labelled instead,
 * as the board's votes chart is.
 */
export function SalesChart({ days, height = 160 }: { days: Sales['days']; height?: number }) {
  return (
    <Box component="figure" sx={{ m: 0, width: '100%', height }} aria-label={LABEL}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...days]} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} title={LABEL}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} minTickGap={8} />
          <YAxis
            fontSize={12}
            width={48}
            tickFormatter={(cents: number) => `$${Math.round(cents / 100)}`}
          />
          <Tooltip
            labelFormatter={(day) => String(day)}
            formatter={(cents, _name, item) => [
              `${formatCents(Number(cents))} (${item.payload.orders} orders)`,
              'Revenue',
            ]}
          />
          <Bar
            dataKey="revenueCents"
            name="Revenue"
            fill={NAVY}
            radius={[3, 3, 0, 0]}
            maxBarSize={24}
          />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
