import { Group, Text } from '@mantine/core';
import { LeaderboardCards } from '@/components/leaderboard/leaderboard-list';
import { ProspectBadge } from '@/features/prospects/components/prospect-badge';
import { VoteButton } from '@/features/prospects/components/vote-button';
import type { BoardRow } from '@/features/prospects/utils/board-rows';
import { fullName, votesOf } from '@/features/prospects/utils/board-rules';
import {
  handsOf,
  positionsOf,
  schoolOf,
  votesText,
} from '@/features/prospects/utils/prospect-display';
import { rankMovement } from '@/features/prospects/utils/rank-movement';
import classes from './board.module.css';

type BoardCardsProps = { rows: BoardRow[]; caption: string; votingClosed: boolean };

/** The board on phones: one card a prospect, so nothing scrolls sideways. */
export function BoardCards({ rows, caption, votingClosed }: BoardCardsProps) {
  return (
    <LeaderboardCards
      rows={rows}
      caption={caption}
      rowKey={({ prospect }) => prospect.id}
      rowTestId="prospect-row"
      rank={({ rank }) => rank ?? '—'}
      movement={({ prospect }) => rankMovement(prospect)}
      className={classes.cards}
    >
      {({ prospect, badge }) => (
        <>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} truncate>
              {fullName(prospect)}
            </Text>
            <ProspectBadge badge={badge} />
          </Group>
          <Text size="sm" c="gray.7">
            {positionsOf(prospect)} · B/T {handsOf(prospect)} · Class of {prospect.gradYear}
          </Text>
          <Text size="sm" truncate>
            {schoolOf(prospect)}
          </Text>
          <Group justify="space-between" wrap="nowrap" mt={4}>
            <Text size="sm" data-testid="votes">
              <Text span fw={700}>
                {votesText(prospect)}
              </Text>{' '}
              {votesOf(prospect) === 1 ? 'vote' : 'votes'}
            </Text>
            <VoteButton id={prospect.id} name={fullName(prospect)} disabled={votingClosed} />
          </Group>
        </>
      )}
    </LeaderboardCards>
  );
}
