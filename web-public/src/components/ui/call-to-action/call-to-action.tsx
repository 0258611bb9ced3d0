import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type CallToActionProps = {
  /** With an id, the block is a section its title names. */
  id?: string;
  title: ReactNode;
  text: ReactNode;
  centered?: boolean;
  /** The buttons it calls to. */
  children: ReactNode;
};

/** A pale navy box near a page's end: a heading, a line, and what to do next. */
export function CallToAction({ id, title, text, centered, children }: CallToActionProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      bg="navy.0"
      ta={centered ? 'center' : undefined}
      component={id ? 'section' : 'div'}
      aria-labelledby={id}
    >
      <Title id={id} order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Text mb="md">{text}</Text>
      {children}
    </Paper>
  );
}
