import { Container, Paper, Stack, Title } from '@mantine/core';
import { ConfirmRemoval } from './confirm-removal';
import { RequestRemovalForm } from './request-removal-form';

/**
 * /you-scout/removal: without a token, the form that asks for a removal link; with the mailed
 * link's token, what it removes and the confirmation (no sign-in: the mailed link is the proof).
 */
export function RemovalPage({ token, nomination }: { token: string; nomination?: string }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack>
          <Title order={1} size="h2">
            Remove a YouScout nomination
          </Title>
          {token ? (
            <ConfirmRemoval token={token} />
          ) : (
            <RequestRemovalForm initialNomination={nomination ?? ''} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
