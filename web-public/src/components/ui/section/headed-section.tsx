import type { ComponentProps, ReactNode } from 'react';
import { Reveal } from '../reveal/reveal';
import { SectionHeading } from '../section-heading/section-heading';
import { Section } from './section';

type HeadedSectionProps = Omit<ComponentProps<typeof Section>, 'id' | 'labelledBy'> & {
  /** The section's id; its heading's is `<id>-title`, which names the section. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
};

/** A section that opens with its centred heading (fading in), then its content. */
export function HeadedSection({
  id,
  eyebrow,
  title,
  description,
  children,
  ...section
}: HeadedSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`} {...section}>
      <Reveal>
        <SectionHeading
          id={`${id}-title`}
          eyebrow={eyebrow}
          title={title}
          description={description}
        />
      </Reveal>
      {children}
    </Section>
  );
}
