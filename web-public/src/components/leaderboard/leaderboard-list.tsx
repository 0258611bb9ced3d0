import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { type RankMovement, RankMovementMark } from '@/components/ui/ranking/ranking';
import classes from './leaderboard.module.css';

/** A column of the table: its heading, its cell for a row, and the props of both. */
export type LeaderboardColumn<Row> = {
  /** Its heading, and its key among the columns. */
  name: string;
  /** Read out only: the vote button's column shows no heading. */
  hideName?: true;
  /** The column's width in pixels; otherwise the table shares out what is left. */
  width?: number;
  /** Figures and the vote button sit right. */
  align?: 'right';
  /** The cells' own class and data-testid. */
  td?: { className?: string; 'data-testid'?: string };
  cell: (row: Row) => ReactNode;
};

const alignClass = (align: 'right' | undefined) => (align === 'right' ? classes.right : undefined);
const classNames = (...names: (string | undefined)[]) =>
  names.filter(Boolean).join(' ') || undefined;

/** The place on the list, large. */
const rankColumn = <Row,>(rank: (row: Row) => ReactNode): LeaderboardColumn<Row> => ({
  name: 'Rank',
  width: 64,
  cell: (row) => <Text className={classes.rank}>{rank(row)}</Text>,
});

/** How the place moved over 7 days. */
const movementColumn = <Row,>(movement: (row: Row) => RankMovement): LeaderboardColumn<Row> => ({
  name: '7-Day',
  width: 72,
  cell: (row) => <RankMovementMark movement={movement(row)} />,
});

/** The votes, right-aligned in figures of one width. */
const votesColumn = <Row,>(votes: (row: Row) => ReactNode): LeaderboardColumn<Row> => ({
  name: 'Votes',
  align: 'right',
  td: { className: classes.num, 'data-testid': 'votes' },
  cell: votes,
});

/** VOTE, last. */
const voteColumn = <Row,>(button: (row: Row) => ReactNode): LeaderboardColumn<Row> => ({
  name: 'Vote',
  hideName: true,
  align: 'right',
  cell: button,
});

/** The columns every list ranked by votes has, around its own. */
export const column = {
  rank: rankColumn,
  movement: movementColumn,
  votes: votesColumn,
  vote: voteColumn,
};

type ListProps<Row> = {
  rows: readonly Row[];
  caption: string;
  rowKey: (row: Row) => string;
  /** Each row's data-testid. */
  rowTestId: string;
};

type TableProps<Row> = ListProps<Row> & {
  columns: readonly LeaderboardColumn<Row>[];
  /** Below it, the table scrolls sideways inside its own box. */
  minWidth: number;
};

/** The list from tablets up; it scrolls sideways inside its own box when space runs short. */
export function LeaderboardTable<Row>({
  rows,
  caption,
  rowKey,
  rowTestId,
  columns,
  minWidth,
}: TableProps<Row>) {
  return (
    // A plain table, not Mantine's: its Table brings ScrollArea and, through it, floating-ui
    // (about 22 KB gzipped) into the board's first download, which has a 200 KB budget.
    <div className={classes.scroll}>
      <table className={classes.table} style={{ minWidth }}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map(({ name, hideName, width, align }) => (
              <th key={name} style={width ? { width } : undefined} className={alignClass(align)}>
                {hideName ? <VisuallyHidden>{name}</VisuallyHidden> : name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map(({ name, align, td, cell }) => (
                <td
                  key={name}
                  data-testid={td?.['data-testid']}
                  className={classNames(alignClass(align), td?.className)}
                >
                  {cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type CardsProps<Row> = ListProps<Row> & {
  rank: (row: Row) => ReactNode;
  movement: (row: Row) => RankMovement;
  /** The card's body, beside its place. */
  children: (row: Row) => ReactNode;
  /** The list's own class beside the shared one. */
  className?: string;
};

/** The list on phones: one card a row, its place on the left, so nothing scrolls sideways. */
export function LeaderboardCards<Row>({
  rows,
  caption,
  rowKey,
  rowTestId,
  rank,
  movement,
  children,
  className,
}: CardsProps<Row>) {
  return (
    <Stack
      component="ol"
      gap="xs"
      p={0}
      m={0}
      aria-label={caption}
      className={className ? `${classes.cards} ${className}` : classes.cards}
    >
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder p="sm" data-testid={rowTestId}>
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} align="center" miw={44}>
              <Text className={classes.rank}>{rank(row)}</Text>
              <RankMovementMark movement={movement(row)} />
            </Stack>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              {children(row)}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The list's frame, below the filters' card. Framed from tablets up only: set in CSS, not from
 * the screen's width, so the frame is right in a prerendered page, which cannot know the screen.
 */
export function LeaderboardFrame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" mt="lg" radius="md" className={classes.listFrame}>
      {children}
    </Paper>
  );
}
