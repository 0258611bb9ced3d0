import { Paper, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';

/**
 * A part that Matchups' next release fills (1v1 matchups, fantasy workouts, messages): said
 * plainly, with nothing to press that would do nothing.
 */
export function ComingNext({ title, children }: { title: string; children: string }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" component="section" aria-label={title}>
      <Title order={3} size="h5" mb={4} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <IconHourglass size={18} aria-hidden />
        {title}
      </Title>
      <Text size="sm" c="gray.8">
        {children} Coming in the next release.
      </Text>
    </Paper>
  );
}
