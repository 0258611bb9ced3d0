import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TitledSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
};

/** A part of a page's body: a section named by its h2, then its content. */
export function TitledSection({ id, title, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={2} mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}
