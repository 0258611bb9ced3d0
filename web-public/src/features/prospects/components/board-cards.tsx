import { Group, Paper, Stack, Text } from '@mantine/core';
import { RankMovementMark } from '@/components/ui/ranking/ranking';
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
    <Stack component="ol" gap="xs" p={0} m={0} aria-label={caption} className={classes.cards}>
      {rows.map(({ prospect, rank, badge }) => (
        <Paper component="li" key={prospect.id} withBorder p="sm" data-testid="prospect-row">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} align="center" miw={44}>
              <Text className={classes.rank}>{rank ?? '—'}</Text>
              <RankMovementMark movement={rankMovement(prospect)} />
            </Stack>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
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
                <VoteButton
                  prospectId={prospect.id}
                  prospectName={fullName(prospect)}
                  disabled={votingClosed}
                />
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
