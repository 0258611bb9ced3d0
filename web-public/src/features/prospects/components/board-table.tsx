import { Text } from '@mantine/core';
import {
  column,
  type LeaderboardColumn,
  LeaderboardTable,
} from '@/components/leaderboard/leaderboard-list';
import { ProspectBadge } from '@/features/prospects/components/prospect-badge';
import { VoteButton } from '@/features/prospects/components/vote-button';
import type { BoardRow } from '@/features/prospects/utils/board-rows';
import { fullName } from '@/features/prospects/utils/board-rules';
import {
  handsOf,
  positionsOf,
  schoolOf,
  votesText,
} from '@/features/prospects/utils/prospect-display';
import { rankMovement } from '@/features/prospects/utils/rank-movement';

type BoardTableProps = { rows: BoardRow[]; caption: string; votingClosed: boolean };

/** The board's columns; VOTE is switched off on a past board. */
const columnsOf = (votingClosed: boolean): LeaderboardColumn<BoardRow>[] => [
  column.rank(({ rank }) => rank ?? '—'),
  column.movement(({ prospect }) => rankMovement(prospect)),
  { name: 'Player', cell: ({ prospect }) => <Text fw={600}>{fullName(prospect)}</Text> },
  { name: 'Pos', cell: ({ prospect }) => positionsOf(prospect) },
  { name: 'B/T', cell: ({ prospect }) => handsOf(prospect) },
  { name: 'School', cell: ({ prospect }) => schoolOf(prospect) },
  { name: 'Grad Year', cell: ({ prospect }) => prospect.gradYear },
  column.votes(({ prospect }) => votesText(prospect)),
  { name: 'Badge', cell: ({ badge }) => <ProspectBadge badge={badge} /> },
  column.vote(({ prospect }) => (
    <VoteButton id={prospect.id} name={fullName(prospect)} disabled={votingClosed} />
  )),
];
const OPEN = columnsOf(false);
const CLOSED = columnsOf(true);

/** The board from tablets up; it scrolls sideways inside its own box when space runs short. */
export function BoardTable({ rows, caption, votingClosed }: BoardTableProps) {
  return (
    <LeaderboardTable
      rows={rows}
      caption={caption}
      rowKey={({ prospect }) => prospect.id}
      rowTestId="prospect-row"
      columns={votingClosed ? CLOSED : OPEN}
      minWidth={960}
    />
  );
}
