import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';

/** Says a past board is showing, that voting is closed on it, and the way back. */
export function AsOfNotice({ date, onBack }: { date: string; onBack: () => void }) {
  return (
    <Alert color="navy" variant="light" icon={<IconHistory aria-hidden />} mt="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          You are viewing the board as it stood at the end of <strong>{date}</strong>. Voting is
          closed on past boards.
        </Text>
        <Button size="xs" variant="filled" onClick={onBack}>
          Back to today
        </Button>
      </Group>
    </Alert>
  );
}
