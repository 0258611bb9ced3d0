import { Anchor, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { movementOf, RankMovementMark } from '@/components/ui/ranking/ranking';
import { NominationVoteButton } from '@/features/youscout/components/nomination-vote-button';
import type { NominationCard } from '@/features/youscout/types';
import { positionsOf, sportName } from '@/features/youscout/utils/display';
import { votesLine } from '@/features/youscout/utils/messages';
import { useScoutPaths } from '@/features/youscout/utils/paths';
import classes from './scout.module.css';

type ListProps = { rows: NominationCard[]; caption: string };

function AthleteLink({ row }: { row: NominationCard }) {
  const paths = useScoutPaths();
  return (
    <Anchor component={Link} to={paths.nomination(row.id)} fw={700} c="navy.9">
      {row.athlete.name}
    </Anchor>
  );
}

/** The leaderboard from tablets up; it scrolls sideways inside its own box when space runs short. */
export function ScoutTable({ rows, caption }: ListProps) {
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={classes.table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>Rank</Table.Th>
            <Table.Th w={72}>7-Day</Table.Th>
            <Table.Th>Athlete</Table.Th>
            <Table.Th>Sport</Table.Th>
            <Table.Th>Pos</Table.Th>
            <Table.Th>Ages</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th ta="right">Votes</Table.Th>
            <Table.Th>
              <VisuallyHidden>Vote</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="nomination-row">
              <Table.Td>
                <Text className={classes.rank}>{row.communityRank}</Text>
              </Table.Td>
              <Table.Td>
                <RankMovementMark movement={movementOf(row.movement7d)} />
              </Table.Td>
              <Table.Td>
                <AthleteLink row={row} />
              </Table.Td>
              <Table.Td>{sportName(row.athlete.sport)}</Table.Td>
              <Table.Td>{positionsOf(row.athlete)}</Table.Td>
              <Table.Td>{row.athlete.ageGroup}</Table.Td>
              <Table.Td>{row.athlete.state}</Table.Td>
              <Table.Td ta="right" className={classes.num} data-testid="votes">
                {row.communityVotes}
              </Table.Td>
              <Table.Td ta="right">
                <NominationVoteButton nominationId={row.id} athleteName={row.athlete.name} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The leaderboard on phones: one card a nomination, so nothing scrolls sideways. */
export function ScoutCards({ rows, caption }: ListProps) {
  return (
    <Stack component="ol" gap="xs" p={0} m={0} aria-label={caption} className={classes.cards}>
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder p="sm" data-testid="nomination-row">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} align="center" miw={44}>
              <Text className={classes.rank}>{row.communityRank}</Text>
              <RankMovementMark movement={movementOf(row.movement7d)} />
            </Stack>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <AthleteLink row={row} />
              <Text size="sm" c="gray.7">
                {sportName(row.athlete.sport)} · {positionsOf(row.athlete)} · Ages{' '}
                {row.athlete.ageGroup} · {row.athlete.state}
              </Text>
              <Group justify="space-between" wrap="nowrap" mt={4}>
                <Text size="sm" fw={700} data-testid="votes">
                  {votesLine(row.communityVotes)}
                </Text>
                <NominationVoteButton nominationId={row.id} athleteName={row.athlete.name} />
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
