import {
  Group,
  Paper,
  Stack,
  Table,
  type TableTdProps,
  type TableThProps,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { type RankMovement, RankMovementMark } from '@/components/ui/ranking/ranking';
import classes from './leaderboard.module.css';

/** A column of the table: its heading, its cell for a row, and the props of both. */
export type LeaderboardColumn<Row> = {
  /** Its heading, and its key among the columns. */
  name: string;
  /** Read out only: the vote button's column shows no heading. */
  hideName?: true;
  th?: TableThProps;
  td?: TableTdProps & { 'data-testid'?: string };
  cell: (row: Row) => ReactNode;
};

/** The place on the list, large. */
const rankColumn = <Row,>(rank: (row: Row) => ReactNode): LeaderboardColumn<Row> => ({
  name: 'Rank',
  th: { w: 64 },
  cell: (row) => <Text className={classes.rank}>{rank(row)}</Text>,
});

/** How the place moved over 7 days. */
const movementColumn = <Row,>(movement: (row: Row) => RankMovement): LeaderboardColumn<Row> => ({
  name: '7-Day',
  th: { w: 72 },
  cell: (row) => <RankMovementMark movement={movement(row)} />,
});

/** The votes, right-aligned in figures of one width. */
const votesColumn = <Row,>(votes: (row: Row) => ReactNode): LeaderboardColumn<Row> => ({
  name: 'Votes',
  th: { ta: 'right' },
  td: { ta: 'right', className: classes.num, 'data-testid': 'votes' },
  cell: votes,
});

/** VOTE, last. */
const voteColumn = <Row,>(button: (row: Row) => ReactNode): LeaderboardColumn<Row> => ({
  name: 'Vote',
  hideName: true,
  td: { ta: 'right' },
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
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={classes.table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ name, hideName, th }) => (
              <Table.Th key={name} {...th}>
                {hideName ? <VisuallyHidden>{name}</VisuallyHidden> : name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map(({ name, td, cell }) => (
                <Table.Td key={name} {...td}>
                  {cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
