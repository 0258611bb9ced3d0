import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type CardPageProps = {
  /** The page's heading (its h1). */
  title: ReactNode;
  children: ReactNode;
};

/** A short page on one bordered card: its title, then what it says or asks, one under the other. */
export function CardPage({ title, children }: CardPageProps) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
