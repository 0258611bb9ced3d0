import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { NominationCreated } from '@/features/youscout/api/create-nomination';

type NominationSentProps = { created: NominationCreated; athlete: string; onAnother: () => void };

/** After a nomination: what happens next, and where to follow it. */
export function NominationSent({ created, athlete, onAnother }: NominationSentProps) {
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" role="status" aria-live="polite">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green.7" size="xl" radius="xl" variant="light">
            <IconCircleCheck size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2}>Thank you for nominating {athlete}!</Title>
        </Group>
        <Text>What happens next:</Text>
        <List spacing="xs">
          <List.Item>
            Our staff review every nomination before it appears on YouScout. It stays pending,
            visible only to you, until then.
          </List.Item>
          {created.consentRequested && (
            <List.Item>
              Because the athlete is under 13, we emailed their parent or guardian a link to
              confirm. The nomination stays private until they do, even once it is approved.
            </List.Item>
          )}
          <List.Item>
            Once approved, the community can vote and comment, and you can follow it in My
            nominations.
          </List.Item>
        </List>
        <Group gap="sm">
          <Button component={Link} to="/you-scout/my-nominations" color="navy">
            My nominations
          </Button>
          <Button variant="default" onClick={onAnother}>
            Nominate another athlete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
