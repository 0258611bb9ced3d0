import { Box, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/ui/eyebrow/eyebrow';
import classes from '@/components/ui/hero/hero.module.css';

/** Matchups' banner: its name, the page's title and a line on what the page is for. */
export function MatchupsHero({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} className={classes.hero} data-print="hide">
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Eyebrow tone="dark">Matchups · Coach-Initiated Recruiting</Eyebrow>
        <Title order={1} id={id} className={classes.title}>
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}

export { classes as heroClasses };
