import { Container, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataLines } from '../data-lines/data-lines';
import classes from './section.module.css';

export type SectionTone = 'light' | 'muted' | 'dark';

type SectionProps = {
  id?: string;
  /** The id of the heading that names this section for assistive technology. */
  labelledBy?: string;
  tone?: SectionTone;
  /** How many decorative data lines to draw behind the content (none when absent). */
  lines?: number;
  linesInterval?: number;
  size?: MantineSize | number;
  /** Full-bleed decoration drawn behind the content, such as a background picture. */
  backdrop?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A full-width band of the page: its background, optional data lines, a centred container. */
export function Section({
  id,
  labelledBy,
  tone = 'light',
  lines,
  linesInterval,
  size = 'lg',
  backdrop,
  className,
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-tone={tone}
      className={[classes.root, className].filter(Boolean).join(' ')}
    >
      {backdrop}
      {lines ? (
        <DataLines
          count={lines}
          interval={linesInterval}
          tone={tone === 'dark' ? 'light' : 'dark'}
        />
      ) : null}
      <Container size={size} className={classes.inner}>
        {children}
      </Container>
    </section>
  );
}
