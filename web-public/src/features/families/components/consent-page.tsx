import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { CardPage } from '@/components/ui/card-page/card-page';
import { Loading } from '@/components/ui/loading/loading';
import { useConsentLink, useGiveConsent, useStartCardCheck } from '@/features/families/api/consent';
import { serverMessageOf } from '@/lib/api-client';
import { type AuthTab, storeAuthTab, storeRedirect, useUser } from '@/lib/auth';

const CLOSED: Record<'used' | 'expired' | 'erased', string> = {
  used: 'This link was used already: consent is on record. Each link works once.',
  expired: 'This link has expired. Ask for a new one from the family page of your profile.',
  erased: "This athlete's data was erased, so there is nothing left to consent to.",
};

/**
 * After consent by the link ("email plus", enough for internal use): the card check that
 * verifies it, which a child under 13 needs before being shown in public.
 */
export function VerifyConsent({ athleteId }: { athleteId: string }) {
  const check = useStartCardCheck();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Verify your consent
      </Title>
      <Text size="sm">
        A child under 13 is shown in public only once a parent's consent is verified. Check your
        card: we charge $0.50 and refund it at once. Or our staff can verify it by calling you.
      </Text>
      {check.isError && (
        <Alert color="red">
          {serverMessageOf(check.error) ?? 'The card check could not start; please try again.'}
        </Alert>
      )}
      <Group>
        <Button onClick={() => check.mutate(athleteId)} loading={check.isPending}>
          Verify with a card check
        </Button>
      </Group>
    </Stack>
  );
}

/** /profile/family/consent?token=: the page a mailed consent link opens. */
export function ConsentPage({ token }: { token: string }) {
  const link = useConsentLink(token);
  const give = useGiveConsent(token);
  const { data: user, isPending: userPending } = useUser();
  const location = useLocation();
  const toAuth = (tab: AuthTab) => () => {
    storeRedirect(`${location.pathname}${location.search}`);
    storeAuthTab(tab);
  };

  if (link.isPending || userPending) {
    return <Loading mih="40vh" label="Loading the consent link" />;
  }
  return (
    <CardPage title="Parent or guardian consent">
      {link.isError ? (
        <Alert color="red" title="This link does not work">
          {serverMessageOf(link.error) ?? 'Open the link from the mail again.'}
        </Alert>
      ) : give.isSuccess ? (
        <>
          <Alert color="green" title="Thank you">
            {give.data.message}
          </Alert>
          <VerifyConsent athleteId={give.data.athleteId} />
        </>
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
            Shown to everyone: first name and last initial, age group, sport, positions, state and
            performance. Full name and school only to verified coaches and staff; contact details
            and city to staff only. You can withdraw consent, or have the data erased, at any time
            from your profile.
          </Text>
          <Text size="sm">
            This link was mailed to <strong>{link.data.addressHint}</strong>. Consent is given from
            the parent account of that address: the child then joins your family.
          </Text>
          {give.isError && (
            <Alert color="red">
              {serverMessageOf(give.error) ?? 'Something went wrong; please try again.'}
            </Alert>
          )}
          {user ? (
            <Stack gap="xs">
              <Text size="sm">Signed in as {user.username}.</Text>
              <Group>
                <Button onClick={() => give.mutate()} loading={give.isPending}>
                  I give my consent
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group>
              <Button component={Link} to="/auth" onClick={toAuth('login')}>
                Sign in to consent
              </Button>
              <Button component={Link} to="/auth" variant="light" onClick={toAuth('register')}>
                Create a parent account
              </Button>
            </Group>
          )}
        </>
      )}
    </CardPage>
  );
}
