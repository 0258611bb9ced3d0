import { Table, Text, VisuallyHidden } from '@mantine/core';
import { RankMovementMark } from '@/components/ui/ranking/ranking';
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
import classes from './board.module.css';

type BoardTableProps = { rows: BoardRow[]; caption: string; votingClosed: boolean };

/** The board from tablets up; it scrolls sideways inside its own box when space runs short. */
export function BoardTable({ rows, caption, votingClosed }: BoardTableProps) {
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={classes.table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>Rank</Table.Th>
            <Table.Th w={72}>7-Day</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th>Pos</Table.Th>
            <Table.Th>B/T</Table.Th>
            <Table.Th>School</Table.Th>
            <Table.Th>Grad Year</Table.Th>
            <Table.Th ta="right">Votes</Table.Th>
            <Table.Th>Badge</Table.Th>
            <Table.Th>
              <VisuallyHidden>Vote</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ prospect, rank, badge }) => (
            <Table.Tr key={prospect.id} data-testid="prospect-row">
              <Table.Td>
                <Text className={classes.rank}>{rank ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <RankMovementMark movement={rankMovement(prospect)} />
              </Table.Td>
              <Table.Td>
                <Text fw={600}>{fullName(prospect)}</Text>
              </Table.Td>
              <Table.Td>{positionsOf(prospect)}</Table.Td>
              <Table.Td>{handsOf(prospect)}</Table.Td>
              <Table.Td>{schoolOf(prospect)}</Table.Td>
              <Table.Td>{prospect.gradYear}</Table.Td>
              <Table.Td ta="right" className={classes.num} data-testid="votes">
                {votesText(prospect)}
              </Table.Td>
              <Table.Td>
                <ProspectBadge badge={badge} />
              </Table.Td>
              <Table.Td ta="right">
                <VoteButton
                  prospectId={prospect.id}
                  prospectName={fullName(prospect)}
                  disabled={votingClosed}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
