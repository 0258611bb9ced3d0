import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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
        <Text className={classes.eyebrow}>YouScout · Baseball & Softball</Text>
        <Title order={1} id={id} className={classes.title}>
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}

export { classes as heroClasses };
