import { PageHero, type PageHeroProps } from '@/components/ui/hero/page-hero';

/** Matchups' banner: its name, the page's title and a line on what the page is for. */
export function MatchupsHero(props: PageHeroProps) {
  return <PageHero eyebrow="Matchups · Coach-Initiated Recruiting" hideInPrint {...props} />;
}

export { heroClasses } from '@/components/ui/hero/page-hero';
