import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { sameSpelledArea } from '@/app/route-table';

/**
 * Whether a header link's page is the visitor's section: the page itself, a page under it, or
 * the same page or area under another spelling of its prefix (`/youscout/...` for YouScout's
 * `/you-scout`, document 2 §2).
 */
export function isCurrentSection(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  return path === to || path.startsWith(`${to}/`) || sameSpelledArea(path, to);
}

type PageLinkProps = {
  to: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
};

/** A header or menu link to a page, marked `aria-current="page"` in its section. */
export function PageLink({ to, className, onClick, children }: PageLinkProps) {
  const { pathname } = useLocation();
  return (
    <Link
      to={to}
      className={className}
      onClick={onClick}
      aria-current={isCurrentSection(pathname, to) ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
