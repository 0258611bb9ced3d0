import { Box, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/ui/eyebrow/eyebrow';
import classes from '@/components/ui/hero/hero.module.css';

/** YouScout's banner: its name, the page's title and a line on what it is. */
export function ScoutHero({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} className={classes.hero}>
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Eyebrow tone="dark">YouScout · Baseball & Softball</Eyebrow>
        <Title order={1} id={id} className={classes.title}>
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}

export { classes as heroClasses };
