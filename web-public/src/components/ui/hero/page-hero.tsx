import { Box, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Eyebrow } from '../eyebrow/eyebrow';
import classes from './hero.module.css';

export type PageHeroProps = {
  /** The title's id, which names the banner. */
  id: string;
  title: ReactNode;
  /** What follows the title: a lead line (`heroClasses.lead`), facts, calls to action. */
  children?: ReactNode;
};

type Props = PageHeroProps & {
  /** The small red line above the title that says whose page it is. */
  eyebrow: string;
  /** Leaves the banner out of a printed page (`data-print="hide"`). */
  hideInPrint?: boolean;
};

/** An area's dark banner: its eyebrow, the page's h1 and what the page says under it. */
export function PageHero({ id, title, eyebrow, hideInPrint, children }: Props) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      className={classes.hero}
      data-print={hideInPrint ? 'hide' : undefined}
    >
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Eyebrow tone="dark">{eyebrow}</Eyebrow>
        <Title order={1} id={id} className={classes.title}>
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}

export { classes as heroClasses };
