import { List, Paper, Progress, Text, Title } from '@mantine/core';
import type { OwnAthleteAnswer } from '@server/matchups/schemas';

/** How complete the profile is (the server counts it) and what it still misses. */
export function CompletenessMeter({
  completeness,
}: {
  completeness: OwnAthleteAnswer['completeness'];
}) {
  const { percent, missing } = completeness;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="completeness-title">
      <Title id="completeness-title" order={2} size="h4" mb="xs">
        Profile {percent}% complete
      </Title>
      <Progress
        value={percent}
        color={percent === 100 ? 'teal' : 'navy'}
        size="lg"
        radius="xl"
        aria-label={`Profile ${percent}% complete`}
      />
      {missing.length > 0 ? (
        <>
          <Text size="sm" mt="sm" fw={600}>
            Still missing:
          </Text>
          <List size="sm" spacing={2}>
            {missing.map((part) => (
              <List.Item key={part}>{part}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm" mt="sm">
          Everything coaches look for is there.
        </Text>
      )}
    </Paper>
  );
}
