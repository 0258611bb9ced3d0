import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './section-heading.module.css';

type SectionHeadingProps = {
  /** The id the section's `labelledBy` points at. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  /** `dark` for headings on a navy background. */
  tone?: 'light' | 'dark';
};

/** A section's eyebrow, h2 title with the red rule beneath, and lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  tone = 'light',
}: SectionHeadingProps) {
  return (
    <header className={classes.root} data-align={align} data-tone={tone}>
      <Text component="p" className={classes.eyebrow}>
        {eyebrow}
      </Text>
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      <span className={classes.rule} aria-hidden="true" />
      {description ? (
        <Text component="p" className={classes.description}>
          {description}
        </Text>
      ) : null}
    </header>
  );
}
