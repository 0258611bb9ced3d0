import { Container, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Eyebrow } from '@/components/ui/eyebrow/eyebrow';
import type { NominationCreated } from '@/features/youscout/api/create-nomination';
import classes from './nominate.module.css';
import { NominateForm } from './nominate-form';
import { NominationSent } from './nomination-sent';

type Sent = { created: NominationCreated; athlete: string };

/** /you-scout/nominate: the form until a nomination goes through, then what happens next. */
export function NominatePage() {
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <header className={classes.header}>
        <Eyebrow tone="light">YouScout</Eyebrow>
        <Title order={1}>Nominate an athlete</Title>
        <Text className={classes.lead} mt="xs">
          Saw a young player do something special? Tell us about it. Staff review each nomination;
          the public sees only the athlete’s first name and last initial, age group, sport,
          positions, state and your description.
        </Text>
      </header>
      {sent ? (
        <NominationSent {...sent} onAnother={() => setSent(null)} />
      ) : (
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <NominateForm onSubmitted={(created, athlete) => setSent({ created, athlete })} />
        </Paper>
      )}
    </Container>
  );
}
