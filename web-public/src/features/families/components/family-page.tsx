import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Loading } from '@/components/ui/loading/loading';
import { useStartCardCheck } from '@/features/families/api/consent';
import {
  useAnswerLink,
  useEraseAthlete,
  useRequestConsent,
  useWithdrawConsent,
} from '@/features/families/api/family-actions';
import { useFamily } from '@/features/families/api/get-family';
import { AddChildCard, LinkAthleteCard } from '@/features/families/components/family-forms';
import type { ManagedAthlete } from '@/features/families/types';
import { serverMessageOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const CONSENT_LABEL: Record<ManagedAthlete['consent'], string> = {
  none: 'No consent asked',
  requested: 'Consent link mailed',
  given: 'Consent given',
  withdrawn: 'Consent withdrawn',
};

const done = (message: string) => toast({ title: message });
const failed = (error: unknown) =>
  toast({ title: serverMessageOf(error) ?? 'Something went wrong', variant: 'destructive' });

/** /profile/family (signed in): the athletes I look after, and the guardians linked to me. */
export function FamilyPage() {
  const family = useFamily();
  if (family.isPending) {
    return <Loading mih="40vh" label="Loading your family" />;
  }
  if (family.isError)
    return (
      <Alert color="red">{serverMessageOf(family.error) ?? 'Could not load your family'}</Alert>
    );
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Family
        </Title>
        <AthletesCard athletes={family.data.athletes} />
        {family.data.guardians.length > 0 && <GuardiansCard guardians={family.data.guardians} />}
        <AddChildCard />
        <LinkAthleteCard />
      </Stack>
    </Container>
  );
}

function AthletesCard({ athletes }: { athletes: ManagedAthlete[] }) {
  const ask = useRequestConsent();
  const withdraw = useWithdrawConsent();
  const erase = useEraseAthlete();
  const check = useStartCardCheck();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="sm">
        Athletes you look after
      </Title>
      {athletes.length === 0 ? (
        <Text c="dimmed">None yet: add a child below, or link to your athlete's own account.</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {athletes.map((a) => (
              <Table.Tr key={a.athleteId}>
                <Table.Td>
                  <Text fw={600}>{a.name}</Text>
                  <Text size="xs" c="dimmed">
                    {a.kind === 'child'
                      ? `Child profile, born ${a.birthDate}`
                      : a.kind === 'nominated'
                        ? 'Nominated on YouScout'
                        : 'Athlete account'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">
                    {a.erased
                      ? 'Erased'
                      : a.link === 'active'
                        ? a.consent === 'given'
                          ? a.consentVerifiedBy
                            ? 'Consent given and verified'
                            : 'Consent given, not verified'
                          : CONSENT_LABEL[a.consent]
                        : `Link ${a.link}`}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {a.link === 'active' && !a.erased && (
                    <Group gap="xs" justify="flex-end">
                      {a.consent === 'given' && !a.consentVerifiedBy && (
                        <Button
                          size="xs"
                          onClick={() => check.mutate(a.athleteId, { onError: failed })}
                          loading={check.isPending && check.variables === a.athleteId}
                        >
                          Verify with a card check
                        </Button>
                      )}
                      {a.consent === 'given' ? (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            withdraw.mutate(a.athleteId, {
                              onSuccess: (r) => done(r.message),
                              onError: failed,
                            })
                          }
                        >
                          Withdraw consent
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            ask.mutate(a.athleteId, {
                              onSuccess: (r) => done(r.message),
                              onError: failed,
                            })
                          }
                        >
                          Mail me a consent link
                        </Button>
                      )}
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => {
                          if (window.confirm(`Erase ${a.name}'s personal data for good?`)) {
                            erase.mutate(a.athleteId, {
                              onSuccess: (r) => done(r.message),
                              onError: failed,
                            });
                          }
                        }}
                      >
                        Erase data
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function GuardiansCard({
  guardians,
}: {
  guardians: { guardianId: string; username: string; link: string }[];
}) {
  const answer = useAnswerLink();
  const reply = (guardianId: string, accept: boolean) =>
    answer.mutate({ guardianId, accept }, { onSuccess: (r) => done(r.message), onError: failed });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="sm">
        Your parents or guardians
      </Title>
      <Stack gap="xs">
        {guardians.map((g) => (
          <Group key={g.guardianId} justify="space-between">
            <Text>{g.username}</Text>
            {g.link === 'requested' ? (
              <Group gap="xs">
                <Button size="xs" onClick={() => reply(g.guardianId, true)}>
                  Accept
                </Button>
                <Button size="xs" variant="default" onClick={() => reply(g.guardianId, false)}>
                  Decline
                </Button>
              </Group>
            ) : (
              <Badge variant="light">{g.link}</Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
