import { Alert, Container, Stack, Title } from '@mantine/core';
import { Loading } from '@/components/ui/loading/loading';
import { useFamily } from '@/features/families/api/get-family';
import { AthletesCard, GuardiansCard } from '@/features/families/components/family-cards';
import { AddChildCard, LinkAthleteCard } from '@/features/families/components/family-forms';
import { serverMessageOf } from '@/lib/api-client';

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
