import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useGoToSection } from '@/lib/scroll';

type SectionLinkProps = { section: string; children: ReactNode };

/** A real `/#section` link that, on a plain click, scrolls there smoothly (80px offset). */
function useSectionClick(section: string) {
  const goToSection = useGoToSection();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    goToSection(section);
  };
}

export function SectionButton({
  section,
  children,
  ...props
}: SectionLinkProps & Omit<ButtonProps, 'children'>) {
  const onClick = useSectionClick(section);
  return (
    <Button component="a" href={`/#${section}`} onClick={onClick} {...props}>
      {children}
    </Button>
  );
}

export function SectionAnchor({
  section,
  children,
  ...props
}: SectionLinkProps & Omit<AnchorProps, 'children'>) {
  const onClick = useSectionClick(section);
  return (
    <Anchor href={`/#${section}`} onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}
