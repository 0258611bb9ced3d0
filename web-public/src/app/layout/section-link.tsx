import type { MouseEvent, ReactNode } from 'react';
import { useGoToSection } from '@/lib/scroll';

type SectionLinkProps = {
  id: string;
  className?: string;
  children: ReactNode;
  /** Runs instead of scrolling straight away (the drawer scrolls once it has closed). */
  onSelect?: (id: string) => void;
};

/**
 * A link to a home-page section: a real `/#id` address (so it can be opened in a new tab),
 * scrolled to smoothly with the 80px offset when followed here.
 */
export function SectionLink({ id, className, children, onSelect }: SectionLinkProps) {
  const goToSection = useGoToSection();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (onSelect) onSelect(id);
    else goToSection(id);
  };
  return (
    <a href={`/#${id}`} className={className} onClick={follow}>
      {children}
    </a>
  );
}
