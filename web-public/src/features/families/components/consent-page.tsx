import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useConsentLink, useGiveConsent } from '@/features/families/api/consent';
import { serverMessageOf } from '@/lib/api-client';

const CLOSED: Record<'used' | 'expired' | 'erased', string> = {
  used: 'This link was used already: consent is on record. Each link works once.',
  expired: 'This link has expired. Ask for a new one from the family page of your profile.',
  erased: "This athlete's data was erased, so there is nothing left to consent to.",
};

/** /profile/family/consent?token=: the page a mailed consent link opens (no sign-in needed). */
export function ConsentPage({ token }: { token: string }) {
  const link = useConsentLink(token);
  const give = useGiveConsent(token);

  if (link.isPending) {
    return (
      <Center mih="40vh" role="status" aria-label="Loading the consent link">
        <Loader />
      </Center>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack>
          <Title order={1} size="h2">
            Parent or guardian consent
          </Title>
          {link.isError ? (
            <Alert color="red" title="This link does not work">
              {serverMessageOf(link.error) ?? 'Open the link from the mail again.'}
            </Alert>
          ) : give.isSuccess ? (
            <Alert color="green" title="Thank you">
              {give.data.message}
            </Alert>
          ) : link.data.status !== 'open' ? (
            <Alert color="yellow" title="This link is closed">
              {CLOSED[link.data.status]}
            </Alert>
          ) : (
            <>
              <Text>
                You are asked to consent, as parent or guardian, to the profile of{' '}
                <strong>{link.data.athleteName}</strong> being shown on NOLA Sports.
              </Text>
              <Text size="sm" c="dimmed">
                Shown to everyone: first name and last initial, age group, sport, positions, state
                and performance. Full name and school only to verified coaches and staff; contact
                details and city to staff only. You can withdraw consent, or have the data erased,
                at any time from your profile.
              </Text>
              {give.isError && (
                <Alert color="red">
                  {serverMessageOf(give.error) ?? 'Something went wrong; please try again.'}
                </Alert>
              )}
              <Button onClick={() => give.mutate()} loading={give.isPending}>
                I give my consent
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
