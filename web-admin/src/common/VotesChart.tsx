import { Box, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { NAVY } from '@/theme';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const shortDay = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(month)}/${Number(date)}`;
};

/** Votes per day as bars; the figures are also given in words for screen readers. */
export function VotesChart({
  data,
  height = 220,
  label,
}: {
  data: readonly { day: string; votes: number }[];
  height?: number;
  label: string;
}) {
  const total = data.reduce((sum, d) => sum + d.votes, 0);
  const busiest = data.reduce<{ day: string; votes: number } | undefined>(
    (best, d) => (!best || d.votes > best.votes ? d : best),
    undefined,
  );
  const summary = `${plural(total, 'vote')} over ${plural(data.length, 'day')}${busiest && busiest.votes > 0 ? `; most on ${busiest.day} (${busiest.votes})` : ''}.`;
  if (data.length === 0) return <Typography color="text.secondary">No votes yet.</Typography>;
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={label}>
      <Box sx={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={[...data]}
            margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
            title={label}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} minTickGap={8} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip labelFormatter={(day) => String(day)} />
            <Bar dataKey="votes" name="Votes" fill={NAVY} radius={[3, 3, 0, 0]} maxBarSize={40} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {summary}
      </Typography>
    </Box>
  );
}
