import { Box, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { BoardComparison } from './compareBoards';

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 280px' }}>
      <CardContent>
        <Typography variant="h3" component="h3">
          {title} ({count})
        </Typography>
        {count === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Nobody.
          </Typography>
        ) : (
          <List dense aria-label={title}>
            {children}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** Who entered the ranks, who left them, and who moved most between two moments. */
export function ComparisonView({ comparison }: { comparison: BoardComparison }) {
  const { entered, left, moved } = comparison;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Section title="Entered the board" count={entered.length}>
        {entered.map(({ prospect, rank }) => (
          <ListItem key={prospect.id} disableGutters>
            <ListItemText primary={name(prospect)} secondary={`now #${rank}`} />
          </ListItem>
        ))}
      </Section>
      <Section title="Left the board" count={left.length}>
        {left.map(({ prospect, rank }) => (
          <ListItem key={prospect.id} disableGutters>
            <ListItemText primary={name(prospect)} secondary={`was #${rank}`} />
          </ListItem>
        ))}
      </Section>
      <Section title="Moved most" count={moved.length}>
        {moved.map(({ prospect, from, to, change }) => (
          <ListItem key={prospect.id} disableGutters>
            <ListItemText
              primary={name(prospect)}
              secondary={`#${from} → #${to} (${change > 0 ? `up ${change}` : `down ${-change}`})`}
            />
          </ListItem>
        ))}
      </Section>
    </Box>
  );
}
