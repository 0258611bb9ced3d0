import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Eyebrow } from '@/components/ui/eyebrow/eyebrow';
import { Loading } from '@/components/ui/loading/loading';
import { useMyNominations } from '@/features/youscout/api/get-my-nominations';
import { MyNominationCard } from './my-nomination-card';
import classes from './my-nominations.module.css';

const NominateButton = ({ label }: { label: string }) => (
  <Button
    component={Link}
    to="/you-scout/nominate"
    color="red.8"
    leftSection={<IconPlus size={18} aria-hidden />}
  >
    {label}
  </Button>
);

function Nominations() {
  const { data, isPending, isError, refetch } = useMyNominations();
  if (isPending) return <Loading py="xl" label="Loading your nominations" />;
  if (isError)
    return (
      <Alert color="red" title="Could not load your nominations">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Something went wrong. Please try again.</Text>
          <Button size="xs" variant="outline" color="red.8" onClick={() => refetch()}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  if (data.data.length === 0)
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={2} size="h3">
            No nominations yet
          </Title>
          <Text className={classes.meta}>
            Seen a young athlete do something special? Nominate them and follow their votes here.
          </Text>
          <NominateButton label="Nominate an athlete" />
        </Stack>
      </Paper>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {data.data.map((nomination) => (
        <MyNominationCard key={nomination.id} nomination={nomination} />
      ))}
    </SimpleGrid>
  );
}

/** /you-scout/my-nominations: the signed-in user's nominations, newest first. */
export function MyNominationsPage() {
  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <div>
          <Eyebrow tone="light">YouScout</Eyebrow>
          <Title order={1}>My nominations</Title>
        </div>
        <NominateButton label="New nomination" />
      </Group>
      <Nominations />
    </Container>
  );
}
