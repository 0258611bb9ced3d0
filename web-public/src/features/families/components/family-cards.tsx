import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useStartCardCheck } from '@/features/families/api/consent';
import {
  useAnswerLink,
  useEraseAthlete,
  useRequestConsent,
  useWithdrawConsent,
} from '@/features/families/api/family-actions';
import type { FamilyMessage, ManagedAthlete } from '@/features/families/types';
import { serverMessageOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const CONSENT_LABEL: Record<ManagedAthlete['consent'], string> = {
  none: 'No consent asked',
  requested: 'Consent link mailed',
  given: 'Consent given',
  withdrawn: 'Consent withdrawn',
};

const failed = (error: unknown) =>
  toast({ title: serverMessageOf(error) ?? 'Something went wrong', variant: 'destructive' });

/** A family action's answer, toasted: the server's message, or why it failed. */
const toasted = {
  onSuccess: (answer: FamilyMessage) => toast({ title: answer.message }),
  onError: failed,
};

/** The athletes I look after, each with its consent and what I may do about it. */
export function AthletesCard({ athletes }: { athletes: ManagedAthlete[] }) {
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
                          onClick={() => withdraw.mutate(a.athleteId, toasted)}
                        >
                          Withdraw consent
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => ask.mutate(a.athleteId, toasted)}
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
                            erase.mutate(a.athleteId, toasted);
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

/** My parents or guardians: a link one of them asked for is accepted or declined here. */
export function GuardiansCard({
  guardians,
}: {
  guardians: { guardianId: string; username: string; link: string }[];
}) {
  const answer = useAnswerLink();
  const reply = (guardianId: string, accept: boolean) =>
    answer.mutate({ guardianId, accept }, toasted);
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
