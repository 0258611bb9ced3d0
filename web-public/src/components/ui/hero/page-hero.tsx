import { Box, Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Eyebrow } from '../eyebrow/eyebrow';
import classes from './hero.module.css';

export type PageHeroProps = {
  /** The title's id, which names the banner. */
  id: string;
  title: ReactNode;
  /** The line under the title on what the page is for. */
  lead?: ReactNode;
  /** The banner's calls to action, in a row after everything else. */
  actions?: ReactNode;
  /** What else follows the title: lines in `heroClasses`' styles, facts. */
  children?: ReactNode;
};

type Props = PageHeroProps & {
  /** The small red line above the title that says whose page it is. */
  eyebrow: string;
  /** Leaves the banner out of a printed page (`data-print="hide"`). */
  hideInPrint?: boolean;
};

/** An area's dark banner: its eyebrow, the page's h1 and what the page says under it. */
export function PageHero({ id, title, eyebrow, hideInPrint, lead, actions, children }: Props) {
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
        {lead && <Text className={classes.lead}>{lead}</Text>}
        {children}
        {actions && (
          <Group mt="lg" gap="sm">
            {actions}
          </Group>
        )}
      </Container>
    </Box>
  );
}

export { classes as heroClasses };
