import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  column,
  LeaderboardCards,
  type LeaderboardColumn,
  LeaderboardTable,
} from '@/components/leaderboard/leaderboard-list';
import { movementOf } from '@/components/ui/ranking/ranking';
import { NominationVoteButton } from '@/features/youscout/components/nomination-vote-button';
import type { NominationCard } from '@/features/youscout/types';
import { positionsOf, sportName } from '@/features/youscout/utils/display';
import { votesLine } from '@/features/youscout/utils/messages';
import { useScoutPaths } from '@/features/youscout/utils/paths';

type ListProps = { rows: NominationCard[]; caption: string };

function AthleteLink({ row }: { row: NominationCard }) {
  const paths = useScoutPaths();
  return (
    <Anchor component={Link} to={paths.nomination(row.id)} fw={700} c="navy.9">
      {row.athlete.name}
    </Anchor>
  );
}

const voteButton = (row: NominationCard) => (
  <NominationVoteButton id={row.id} name={row.athlete.name} />
);
const rankOf = (row: NominationCard) => row.communityRank;
const movementOfRow = (row: NominationCard) => movementOf(row.movement7d);
const keyOf = (row: NominationCard) => row.id;

const COLUMNS: LeaderboardColumn<NominationCard>[] = [
  column.rank(rankOf),
  column.movement(movementOfRow),
  { name: 'Athlete', cell: (row) => <AthleteLink row={row} /> },
  { name: 'Sport', cell: (row) => sportName(row.athlete.sport) },
  { name: 'Pos', cell: (row) => positionsOf(row.athlete) },
  { name: 'Ages', cell: (row) => row.athlete.ageGroup },
  { name: 'State', cell: (row) => row.athlete.state },
  column.votes((row) => row.communityVotes),
  column.vote(voteButton),
];

/** The leaderboard from tablets up; it scrolls sideways inside its own box when space runs short. */
export function ScoutTable({ rows, caption }: ListProps) {
  return (
    <LeaderboardTable
      rows={rows}
      caption={caption}
      rowKey={keyOf}
      rowTestId="nomination-row"
      columns={COLUMNS}
      minWidth={820}
    />
  );
}

/** The leaderboard on phones: one card a nomination, so nothing scrolls sideways. */
export function ScoutCards({ rows, caption }: ListProps) {
  return (
    <LeaderboardCards
      rows={rows}
      caption={caption}
      rowKey={keyOf}
      rowTestId="nomination-row"
      rank={rankOf}
      movement={movementOfRow}
    >
      {(row) => (
        <>
          <AthleteLink row={row} />
          <Text size="sm" c="gray.7">
            {sportName(row.athlete.sport)} · {positionsOf(row.athlete)} · Ages{' '}
            {row.athlete.ageGroup} · {row.athlete.state}
          </Text>
          <Group justify="space-between" wrap="nowrap" mt={4}>
            <Text size="sm" fw={700} data-testid="votes">
              {votesLine(row.communityVotes)}
            </Text>
            {voteButton(row)}
          </Group>
        </>
      )}
    </LeaderboardCards>
  );
}
